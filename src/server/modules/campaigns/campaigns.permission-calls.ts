import type { Call } from '../../test/permission-calls.ts';

// Campaigns, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
const draft = () => ({ name: 'Intruders', sms_text_sw: 'Habari {name}' });
export const campaignCalls: Record<string, Call> = {
  'GET /api/campaigns': {},
  'GET /api/campaigns/settings': {},
  'PUT /api/campaigns/settings': { body: () => ({ cap_messages: 3 }) },
  'POST /api/campaigns': { body: draft },
  'GET /api/campaigns/:id': { path: (f) => `/api/campaigns/${f.campaignId}` },
  'PATCH /api/campaigns/:id': { path: (f) => `/api/campaigns/${f.campaignId}`, body: () => ({ name: 'Taken' }) },
};
