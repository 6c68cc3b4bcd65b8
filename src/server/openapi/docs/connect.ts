import {
  embeddedSignupSchema,
  manualConnectSchema,
  syncSchema,
  testMessageSchema,
} from '../../../lib/connect-schemas.ts';
import type { RouteDoc } from '../../http/route-doc.ts';

export const connectDocs: Record<string, RouteDoc> = {
  'GET /api/whatsapp': {
    tags: ['WhatsApp'],
    summary: "The shop's WhatsApp connection: number, name, mode, status, last error and the webhook URL to configure",
    description:
      'Secrets are never answered, only their last 4 characters. Manual mode shows the verify token to paste into your app; coexistence numbers show the state of their contact and history syncs.',
  },
  'GET /api/whatsapp/config': {
    tags: ['WhatsApp'],
    summary:
      'What the Facebook JS SDK needs for Embedded Signup: app_id, config_id (null when not configured) and sdk_version',
  },
  'POST /api/whatsapp/embedded-signup': {
    tags: ['WhatsApp'],
    summary: 'Finish Embedded Signup: exchange the code, subscribe the app to the WABA, read and register the number',
    body: embeddedSignupSchema,
    status: 201,
    errors: [409],
    description:
      'Coexistence numbers (coexistence: true) are not registered. A new registration answers its two-step verification PIN once (two_step_pin). 409 when another shop holds the number.',
  },
  'POST /api/whatsapp/manual': {
    tags: ['WhatsApp'],
    summary: 'Connect with your own Cloud API app; the token is checked against Graph before anything is stored',
    body: manualConnectSchema,
    status: 201,
    errors: [409],
    description:
      'Access token and app secret are stored encrypted. A token Graph refuses gives 400 and stores nothing; 409 when another shop holds the number.',
  },
  'POST /api/whatsapp/test-message': {
    tags: ['WhatsApp'],
    summary: 'Send a short text from the connected number to a phone, to check the connection',
    body: testMessageSchema,
    description:
      'WhatsApp only delivers free text inside the 24-hour window: write to the business number from that phone first.',
  },
  'POST /api/whatsapp/coexistence/sync': {
    tags: ['WhatsApp'],
    summary: 'Coexistence: ask Meta for the Business app contacts (smb_app_state_sync) or chat history (history)',
    body: syncSchema,
    errors: [409],
    description:
      'Each sync runs once, within 24 hours of connecting. 409 when already requested or when the number is not a coexistence one.',
  },
  'DELETE /api/whatsapp': {
    tags: ['WhatsApp'],
    summary: 'Disconnect the number (the app stops receiving its webhooks)',
    status: 204,
  },
};
