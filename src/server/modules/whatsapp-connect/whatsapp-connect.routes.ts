import { perm, requireMembership, type RouteDef } from '../../http/route-table.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { languageOf } from '../../http/errors.ts';
import { messageFor } from '../../http/messages.ts';
import { connectionView, embeddedAvailable } from './whatsapp-account.service.ts';
import {
  embeddedSignupSchema,
  manualConnectSchema,
  syncSchema,
  testMessageSchema,
} from '../../../lib/connect-schemas.ts';
import {
  connectedSchema,
  connectionSchema,
  embeddedConnectionSchema,
  sdkConfigSchema,
  syncAnswerSchema,
  testResultSchema,
} from '../../../lib/contracts/whatsapp.ts';
import {
  connectEmbedded,
  connectManual,
  disconnect,
  requestSync,
  sendTestMessage,
} from './whatsapp-connect.service.ts';
import { dbOf } from '../../http/route-glue.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopRow = (c: C) => requireMembership(c).shop;
const view = (c: C) => connectionView(dbOf(c), c.get('deps').env, shopRow(c).id);
const tags = ['WhatsApp' as const];

// The Facebook JS SDK version the Embedded Signup page loads (spec 9: v23.0).
export const SDK_VERSION = 'v23.0';

// In the order a merchant meets them: the reads, connecting, the test, Embedded Signup and its
// coexistence syncs, disconnecting. (openapi/answers.test.ts calls them in this order on one shop.)
export const whatsappConnectRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/whatsapp',
    access: perm('whatsapp_interactions', 'read'),
    tags,
    summary: "The shop's WhatsApp connection: number, name, mode, status, last error and the webhook URL to configure",
    description:
      'Secrets are never answered, only their last 4 characters. Manual mode shows the verify token to paste into your app; coexistence numbers show the state of their contact and history syncs.',
    answers: { 200: connectionSchema },
    handler: async (c) => c.json(await view(c)),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/whatsapp/config',
    access: perm('whatsapp_interactions', 'read'),
    tags,
    summary:
      'What the Facebook JS SDK needs for Embedded Signup: app_id, config_id (null when not configured) and sdk_version',
    answers: { 200: sdkConfigSchema },
    handler: (c) => {
      const { env } = c.get('deps');
      const ready = embeddedAvailable(env);
      return c.json({
        app_id: ready ? env.META_APP_ID! : null,
        config_id: ready ? env.META_CONFIG_ID! : null,
        sdk_version: SDK_VERSION,
      });
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/whatsapp/manual',
    access: perm('whatsapp_interactions', 'create'),
    tags,
    summary: 'Connect with your own Cloud API app; the token is checked against Graph before anything is stored',
    description:
      'Access token and app secret are stored encrypted. A token Graph refuses gives 400 and stores nothing; 409 when another shop holds the number; 502 when Meta cannot be reached.',
    body: manualConnectSchema,
    answers: { 201: connectedSchema },
    errors: [409, 502],
    handler: async (c, { body }) => {
      await connectManual(c.get('deps'), shopRow(c).id, body);
      return c.json(await view(c), 201);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/whatsapp/test-message',
    access: perm('whatsapp_interactions', 'update'),
    tags,
    summary: 'Send a short text from the connected number to a phone, to check the connection',
    description:
      'WhatsApp only delivers free text inside the 24-hour window: write to the business number from that phone first. 404 when no number is connected; 502 when Meta cannot be reached.',
    body: testMessageSchema,
    answers: { 200: testResultSchema },
    errors: [502],
    handler: async (c, { body }) => {
      const shop = shopRow(c);
      const text = messageFor('connect_test_text', languageOf(c), { shop: shop.name });
      return c.json({ ok: true as const, ...(await sendTestMessage(c.get('deps'), shop.id, body.to, text)) });
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/whatsapp/embedded-signup',
    access: perm('whatsapp_interactions', 'create'),
    tags,
    summary: 'Finish Embedded Signup: exchange the code, subscribe the app to the WABA, read and register the number',
    description:
      'Coexistence numbers (coexistence: true) are not registered. A new registration answers its two-step verification PIN once (two_step_pin). 409 when another shop holds the number; 502 when Meta fails or cannot be reached.',
    body: embeddedSignupSchema,
    answers: { 201: embeddedConnectionSchema },
    errors: [409, 502],
    handler: async (c, { body }) => {
      const { pin } = await connectEmbedded(c.get('deps'), shopRow(c).id, body);
      return c.json({ ...(await view(c)), two_step_pin: pin }, 201);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/whatsapp/coexistence/sync',
    access: perm('whatsapp_interactions', 'update'),
    tags,
    summary: 'Coexistence: ask Meta for the Business app contacts (smb_app_state_sync) or chat history (history)',
    description:
      'Each sync runs once, within 24 hours of connecting. 409 when already requested or when the number is not a coexistence one; 502 when Meta cannot be reached.',
    body: syncSchema,
    answers: { 200: syncAnswerSchema },
    errors: [409, 502],
    handler: async (c, { body }) => {
      const state = await requestSync(c.get('deps'), shopRow(c).id, body.sync_type);
      return c.json({ sync_type: body.sync_type, ...state });
    },
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/whatsapp',
    access: perm('whatsapp_interactions', 'delete'),
    tags,
    summary: 'Disconnect the number (the app stops receiving its webhooks)',
    description: '404 when no number is connected.',
    answers: { 204: null },
    handler: async (c) => {
      await disconnect(c.get('deps'), shopRow(c).id);
      return c.body(null, 204);
    },
  }),
] satisfies RouteDef[];
