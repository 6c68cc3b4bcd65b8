import type { Call } from '../../test/permission-calls.ts';

// Member routes whose handlers refuse each view to who may not read what it shows (decision 0029,
// tested in analytics.test.ts "analytics permissions"); the cross-shop test checks that another
// shop's admin sees none of the victim's orders in these figures.
export const analyticsCalls: Record<string, Call> = {
  'GET /api/analytics/overview': { path: () => '/api/analytics/overview?range=30d' },
  'GET /api/analytics/products': { path: () => '/api/analytics/products?range=30d' },
  'GET /api/analytics/discounts': { path: () => '/api/analytics/discounts?range=30d' },
  'GET /api/analytics/peaks': { path: () => '/api/analytics/peaks?range=30d' },
  'GET /api/analytics/channels': { path: () => '/api/analytics/channels?range=30d' },
  'GET /api/analytics/customers': { path: () => '/api/analytics/customers?range=30d' },
  'GET /api/analytics/chat': { path: () => '/api/analytics/chat?range=30d' },
  'GET /api/analytics/export': { path: () => '/api/analytics/export?view=products&range=30d' },
  'GET /api/analytics/live': {},
};
