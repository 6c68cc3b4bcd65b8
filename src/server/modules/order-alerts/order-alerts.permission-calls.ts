import type { Call } from '../../test/permission-calls.ts';

// A browser's PushSubscription.toJSON() at a push service we send to (nothing is pushed in these sweeps).
const subscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/sweep-${Math.random().toString(36).slice(2)}`,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
});

export const orderAlertCalls: Record<string, Call> = {
  'GET /api/order-alerts/settings': {},
  'PUT /api/order-alerts/settings': {
    body: () => ({ new_order: false, payment: false, browser: false, push: false, sms: true, sound: true }),
  },
  'POST /api/order-alerts/devices': { body: subscription },
  // Only the victim shop has a device; the permission sweep's shop does not (any id stands in).
  'DELETE /api/order-alerts/devices/:id': {
    path: (f) => `/api/order-alerts/devices/${f.pushDeviceId ?? f.orderId}`,
  },
};
