// What the browser offers for alerts, said once for the screen and the live listener: permission,
// the service worker (public/sw.js, at the site root so its scope covers /dashboard), showing a
// notification, the optional sound, and the push subscription.

export type Permission = NotificationPermission | 'unsupported';

export function notificationPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export const pushSupported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined';

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers /sw.js once per page (null where there are no service workers, or it failed). */
export function alertsWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  registration ??= navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .catch(() => null);
  return registration;
}

export type ShownAlert = { title: string; body: string; tag: string; url: string };

/**
 * Shows one alert. Through the service worker where there is one (Chrome on Android allows no
 * other way), else the page's own Notification. The tag is the push's: a push and the open tab
 * show one notification, not two.
 */
export async function showAlert(alert: ShownAlert): Promise<void> {
  if (notificationPermission() !== 'granted') return;
  const options: NotificationOptions = {
    body: alert.body,
    tag: alert.tag,
    icon: '/favicon.svg',
    data: { url: alert.url },
  };
  const worker = await alertsWorker();
  if (worker) return worker.showNotification(alert.title, options);
  const note = new Notification(alert.title, options);
  note.onclick = () => {
    window.focus();
    window.location.assign(alert.url);
  };
}

/** A short two-tone chime, made by the browser (no sound file to download). */
export function chime(): void {
  const Ctx =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  const gain = ctx.createGain();
  gain.connect(ctx.destination);
  gain.gain.setValueAtTime(0.15, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.5);
  [880, 1320].forEach((hz, i) => {
    const osc = ctx.createOscillator();
    osc.frequency.value = hz;
    osc.connect(gain);
    osc.start(ctx.currentTime + i * 0.15);
    osc.stop(ctx.currentTime + 0.5);
  });
  setTimeout(() => void ctx.close(), 800);
}

/** The application server key as PushManager wants it (base64url → bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Subscribes this browser (asks for permission first if needed); null if refused or unsupported. */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionJSON | null> {
  if (!pushSupported()) return null;
  if (notificationPermission() === 'default') await Notification.requestPermission();
  if (notificationPermission() !== 'granted') return null;
  const worker = await alertsWorker();
  if (!worker) return null;
  const existing = await worker.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be pushed to: made again.
  if (existing && existing.options.applicationServerKey) {
    const had = new Uint8Array(existing.options.applicationServerKey);
    const want = keyBytes(vapidPublicKey);
    if (had.length === want.length && had.every((b, i) => b === want[i])) return existing.toJSON();
    await existing.unsubscribe();
  }
  const sub = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(vapidPublicKey),
  });
  return sub.toJSON();
}
