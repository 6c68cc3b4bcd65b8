import type { Call } from '../../test/permission-calls.ts';

// Running campaigns, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const campaignSendCalls: Record<string, Call> = {
  'POST /api/campaigns/audience/count': { body: () => ({ audience: { tags: ['vip'] } }) },
  'GET /api/campaigns/:id/preview': { path: (f) => `/api/campaigns/${f.campaignId}/preview` },
  'POST /api/campaigns/:id/test': {
    path: (f) => `/api/campaigns/${f.campaignId}/test`,
    body: () => ({ channel: 'sms', phone: '0754000001' }),
  },
  'POST /api/campaigns/:id/schedule': {
    path: (f) => `/api/campaigns/${f.campaignId}/schedule`,
    body: () => ({ send_at: '2099-01-01T09:00:00+03:00' }),
  },
  'POST /api/campaigns/:id/send': { path: (f) => `/api/campaigns/${f.campaignId}/send` },
  'POST /api/campaigns/:id/cancel': { path: (f) => `/api/campaigns/${f.campaignId}/cancel` },
  'GET /api/campaigns/:id/results': { path: (f) => `/api/campaigns/${f.campaignId}/results` },
  'GET /api/campaigns/:id/recipients': { path: (f) => `/api/campaigns/${f.campaignId}/recipients` },
};
