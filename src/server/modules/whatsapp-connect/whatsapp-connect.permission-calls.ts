import type { Call } from '../../test/permission-calls.ts';

// Bodies are left invalid on purpose: another shop's admin is refused by validation, never reaches Meta.
export const whatsappConnectCalls: Record<string, Call> = {
  'GET /api/whatsapp': {},
  'GET /api/whatsapp/config': {},
  'POST /api/whatsapp/embedded-signup': { body: () => ({ code: '', waba_id: 'x', phone_number_id: 'x' }) },
  'POST /api/whatsapp/manual': {
    body: () => ({ phone_number_id: 'x', waba_id: 'x', access_token: 'short', app_secret: 'short' }),
  },
  'POST /api/whatsapp/test-message': { body: () => ({ to: '0754123456' }) },
  'POST /api/whatsapp/coexistence/sync': { body: () => ({ sync_type: 'history' }) },
  'DELETE /api/whatsapp': {},
};
