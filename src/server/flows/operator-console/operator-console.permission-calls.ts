import type { Call } from '../../test/permission-calls.ts';

// The operator console's routes (OPERATOR access), for the permission and cross-shop sweeps and
// src/server/operator-access.test.ts, which calls each as a shop owner, another shop's admin, a
// staff member and a visitor. Paths name a shop of the fixture: the owner's own shop is 404 too.
// Without the fixture's ids (the permissions test makes none): an id of nothing, refused first anyway.
const NOBODY = '00000000-0000-4000-8000-000000000000';
const shop = (f: { shopId?: string }) => f.shopId ?? NOBODY;
const message = (f: { contactMessageId?: string }) => f.contactMessageId ?? NOBODY;

export const operatorConsoleCalls: Record<string, Call> = {
  'GET /api/operator/me': {},
  'GET /api/operator/shops': {},
  'GET /api/operator/shops/:id': { path: (f) => `/api/operator/shops/${shop(f)}` },
  'POST /api/operator/shops/:id/suspend': {
    path: (f) => `/api/operator/shops/${shop(f)}/suspend`,
    body: () => ({ reason: 'Taken over' }),
  },
  'POST /api/operator/shops/:id/reinstate': {
    path: (f) => `/api/operator/shops/${shop(f)}/reinstate`,
    body: () => ({ reason: 'Taken over' }),
  },
  'POST /api/operator/shops/:id/directory/hide': {
    path: (f) => `/api/operator/shops/${shop(f)}/directory/hide`,
    body: () => ({ reason: 'Taken over' }),
  },
  'POST /api/operator/shops/:id/directory/unhide': {
    path: (f) => `/api/operator/shops/${shop(f)}/directory/unhide`,
    body: () => ({ reason: 'Taken over' }),
  },
  'GET /api/operator/contact-messages': {},
  'GET /api/operator/contact-messages/:id': { path: (f) => `/api/operator/contact-messages/${message(f)}` },
  'POST /api/operator/contact-messages/:id/handled': {
    path: (f) => `/api/operator/contact-messages/${message(f)}/handled`,
  },
  'POST /api/operator/contact-messages/:id/replies': {
    path: (f) => `/api/operator/contact-messages/${message(f)}/replies`,
    body: () => ({ subject: 'Taken over', body: 'Taken over' }),
  },
  'GET /api/operator/actions': {},
};
