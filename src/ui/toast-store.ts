import { atom } from 'nanostores';

// Toast state (spec 4 Toasts, 9 Timing): callable from anywhere (query callbacks, route guards),
// rendered by <Toaster />. A dismissed toast stays in the store, closed and not rendered, until
// TOAST_REMOVE_DELAY has passed (the spec's value, kept as is); the limit counts every stored toast
// but closed ones are dropped first, so at most TOAST_LIMIT open toasts ever show.

export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_POSITIONS = ['top', 'top-left', 'top-right', 'bottom', 'bottom-left', 'bottom-right'] as const;
export const TOAST_DEFAULT_POSITION: ToastPosition = 'top';

export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export type ToastVariant = 'default' | 'success' | 'danger';

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
  position?: ToastPosition;
};

export type ToastState = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  position: ToastPosition;
  open: boolean;
  createdAt: number;
};

/** Newest first. */
export const $toasts = atom<ToastState[]>([]);

let counter = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function forget(id: string): void {
  const timer = removeTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removeTimers.delete(id);
}

function withinLimit(list: ToastState[]): ToastState[] {
  const next = [...list];
  while (next.length > TOAST_LIMIT) {
    let index = next.findLastIndex((t) => !t.open);
    if (index === -1) index = next.length - 1;
    forget(next[index]!.id);
    next.splice(index, 1);
  }
  return next;
}

/** Shows a toast and returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastState = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DEFAULT_DURATION,
    position: input.position ?? TOAST_DEFAULT_POSITION,
    open: true,
    createdAt: Date.now(),
  };
  $toasts.set(withinLimit([item, ...$toasts.get()]));
  return id;
}

/** Changes an open toast in place (e.g. "Saving…" → "Saved"). */
export function updateToast(id: string, patch: Omit<ToastInput, 'position'>): void {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  $toasts.set($toasts.get().map((t) => (t.id === id ? { ...t, ...defined } : t)));
}

/** Closes one toast, or every toast without an id; the entry is removed after TOAST_REMOVE_DELAY. */
export function dismiss(id?: string): void {
  const targets = $toasts.get().filter((t) => t.open && (id === undefined || t.id === id));
  if (targets.length === 0) return;
  for (const t of targets) {
    if (removeTimers.has(t.id)) continue;
    removeTimers.set(
      t.id,
      setTimeout(() => removeToast(t.id), TOAST_REMOVE_DELAY),
    );
  }
  const closing = new Set(targets.map((t) => t.id));
  $toasts.set($toasts.get().map((t) => (closing.has(t.id) ? { ...t, open: false } : t)));
}

/** Drops a toast from the store at once. */
export function removeToast(id: string): void {
  forget(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** For tests: empty the store and cancel pending removals. */
export function resetToasts(): void {
  for (const id of removeTimers.keys()) forget(id);
  $toasts.set([]);
}
