import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { languageOf } from '../../http/errors.ts';
import { messageFor } from '../../http/messages.ts';
import { jsonBody } from '../../http/validate.ts';
import { connectionView, embeddedAvailable } from './whatsapp-account.service.ts';
import {
  embeddedSignupSchema,
  manualConnectSchema,
  syncSchema,
  testMessageSchema,
} from '../../../lib/connect-schemas.ts';
import {
  connectEmbedded,
  connectManual,
  disconnect,
  requestSync,
  sendTestMessage,
} from './whatsapp-connect.service.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop;
const view = (c: C) => connectionView(c.get('deps').database.db, c.get('deps').env, shopOf(c).id);

// The Facebook JS SDK version the Embedded Signup page loads (spec 9: v23.0).
export const SDK_VERSION = 'v23.0';

export const whatsappConnectRoutes: RouteDef[] = [
  route('GET', '/api/whatsapp', perm('whatsapp_interactions', 'read'), async (c) => c.json(await view(c))),

  route('GET', '/api/whatsapp/config', perm('whatsapp_interactions', 'read'), (c) => {
    const { env } = c.get('deps');
    const ready = embeddedAvailable(env);
    return c.json({
      app_id: ready ? env.META_APP_ID! : null,
      config_id: ready ? env.META_CONFIG_ID! : null,
      sdk_version: SDK_VERSION,
    });
  }),

  route('POST', '/api/whatsapp/embedded-signup', perm('whatsapp_interactions', 'create'), async (c) => {
    const input = await jsonBody(c, embeddedSignupSchema);
    const { pin } = await connectEmbedded(c.get('deps'), shopOf(c).id, input);
    return c.json({ ...(await view(c)), two_step_pin: pin }, 201);
  }),

  route('POST', '/api/whatsapp/manual', perm('whatsapp_interactions', 'create'), async (c) => {
    const input = await jsonBody(c, manualConnectSchema);
    await connectManual(c.get('deps'), shopOf(c).id, input);
    return c.json(await view(c), 201);
  }),

  route('POST', '/api/whatsapp/test-message', perm('whatsapp_interactions', 'update'), async (c) => {
    const { to } = await jsonBody(c, testMessageSchema);
    const shop = shopOf(c);
    const text = messageFor('connect_test_text', languageOf(c), { shop: shop.name });
    return c.json({ ok: true, ...(await sendTestMessage(c.get('deps'), shop.id, to, text)) });
  }),

  route('POST', '/api/whatsapp/coexistence/sync', perm('whatsapp_interactions', 'update'), async (c) => {
    const { sync_type } = await jsonBody(c, syncSchema);
    const state = await requestSync(c.get('deps'), shopOf(c).id, sync_type);
    return c.json({ sync_type, ...state });
  }),

  route('DELETE', '/api/whatsapp', perm('whatsapp_interactions', 'delete'), async (c) => {
    await disconnect(c.get('deps'), shopOf(c).id);
    return c.body(null, 204);
  }),
];
