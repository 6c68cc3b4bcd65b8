import type { Agent } from 'node:https';
import type { Env } from '../../env.ts';
import type { PushSubscriptionRow } from '../../db/schema/order-alerts.ts';
import { pushHostAllowed } from './push-hosts.ts';

// One Web Push message (RFC 8030, encrypted per RFC 8291, signed with our VAPID key per RFC 8292)
// through the web-push library: it encrypts the payload for the browser's keys and signs the JWT.

/** What the service worker shows (public/sw.js reads these fields). */
export type PushPayload = { title: string; body: string; tag: string; url: string };

export type PushOutcome =
  | { outcome: 'sent'; status: number }
  /** 404/410: the browser dropped the subscription; it is never pushed to again. */
  | { outcome: 'gone'; status: number }
  /** 429, 5xx, no answer: try again later (a repeat shows nothing new: the notification's tag). */
  | { outcome: 'retry'; status: number | null; reason: string; retryAfterMs: number | null }
  /** Any other refusal (a payload too big, a key the service does not accept): retrying cannot help. */
  | { outcome: 'refused'; status: number | null; reason: string };

/** How long the push service keeps an undelivered alert: after a day an order alert is old news. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

type PushEnv = Pick<Env, 'vapid' | 'WEB_PUSH_HOSTS'>;

/** `agent`: an https.Agent for the push service's TLS (the tests' fake service, which signs its own certificate). */
export async function sendPush(
  env: PushEnv,
  sub: PushSubscriptionRow,
  payload: PushPayload,
  agent?: Agent,
): Promise<PushOutcome> {
  // Checked again at send time: WEB_PUSH_HOSTS may have been narrowed since it subscribed.
  if (!pushHostAllowed(env, sub.endpoint)) return { outcome: 'refused', status: null, reason: 'push host not allowed' };
  // Loaded at the first push, not at start-up (docs/decisions/0051).
  const { default: webpush } = await import('web-push');
  try {
    const result = await webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: env.vapid,
        TTL: TTL_SECONDS,
        // A new order is worth waking a phone for (RFC 8030 §5.3).
        urgency: 'high',
        timeout: TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      },
    );
    return { outcome: 'sent', status: result.statusCode };
  } catch (error) {
    if (error instanceof webpush.WebPushError) {
      const status = error.statusCode;
      if (status === 404 || status === 410) return { outcome: 'gone', status };
      const reason = `${status} ${error.body}`.trim().slice(0, 300);
      if (status === 429 || status >= 500) {
        const after = Number(error.headers?.['retry-after' as keyof typeof error.headers]);
        return { outcome: 'retry', status, reason, retryAfterMs: Number.isFinite(after) ? after * 1000 : null };
      }
      return { outcome: 'refused', status, reason };
    }
    // No answer (a timeout, a refused connection): retried.
    return { outcome: 'retry', status: null, reason: (error as Error).message.slice(0, 300), retryAfterMs: null };
  }
}
