import { can } from '../../../lib/permissions.ts';
import { orderAlertSettingsAnswer, type OrderAlertSettings } from '../../../lib/contracts/order-alerts.ts';
import { orderAlertSettingsSchema, pushSubscriptionSchema } from '../../../lib/order-alert-schemas.ts';
import type { Db } from '../../db/client.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { badRequest } from '../../http/errors.ts';
import { membershipPermissions } from '../../http/member-permissions.ts';
import { dbOf, shopOf, userOf, type RouteContext } from '../../http/route-glue.ts';
import { MEMBER, requireMembership, type RouteDef } from '../../http/route-table.ts';
import { smsSender } from '../sms/index.ts';
import { alertSettingsOf, saveAlertSettings } from './alert-settings.service.ts';
import { deviceName } from './device-name.ts';
import { pushHostAllowed } from './push-hosts.ts';
import { pushSubscriptionsOf, removeMyPushSubscription, savePushSubscription } from './push-subscriptions.service.ts';

const tags = ['Order alerts' as const];

// Each person's own alerts (issue 28): any member may choose theirs, so the routes need no
// resource; whether alerts reach them is the right to read orders, asked when each alert is sent.

async function settingsAnswer(c: RouteContext, db: Db): Promise<OrderAlertSettings> {
  const shopId = shopOf(c);
  const userId = userOf(c);
  const choice = await alertSettingsOf(db, shopId, userId);
  const devices = await pushSubscriptionsOf(db, shopId, userId);
  return {
    ...choice,
    allowed: can(membershipPermissions(requireMembership(c).member), 'orders', 'read'),
    phone: c.get('user')!.phone,
    sms_ready: (await smsSender(db, shopId)) !== null,
    vapid_public_key: c.get('deps').env.vapid.publicKey,
    devices: devices.map((d) => ({
      id: d.id,
      device: d.device,
      endpoint_host: new URL(d.endpoint).host,
      created_at: d.createdAt.toISOString(),
    })),
  };
}

export const orderAlertRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/order-alerts/settings',
    access: MEMBER,
    tags,
    summary: 'My order alerts: which events, which channels, my devices with push on',
    answers: { 200: orderAlertSettingsAnswer },
    handler: async (c) => c.json(await settingsAnswer(c, dbOf(c))),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/order-alerts/settings',
    access: MEMBER,
    tags,
    summary: 'Replace my order alert choices',
    body: orderAlertSettingsSchema,
    answers: { 200: orderAlertSettingsAnswer },
    handler: async (c, { body }) => {
      await saveAlertSettings(dbOf(c), shopOf(c), userOf(c), body);
      return c.json(await settingsAnswer(c, dbOf(c)));
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/order-alerts/devices',
    access: MEMBER,
    tags,
    summary: 'Turn on push alerts in this browser (its PushSubscription)',
    description:
      'The body is the browser’s PushSubscription.toJSON(). The same endpoint again replaces its keys (and moves it to the person signed in now). 400 when the push service is not one we send to.',
    body: pushSubscriptionSchema,
    errors: [400],
    answers: { 200: orderAlertSettingsAnswer },
    handler: async (c, { body }) => {
      if (!pushHostAllowed(c.get('deps').env, body.endpoint)) throw badRequest('push_host_not_allowed', {}, 'endpoint');
      await savePushSubscription(dbOf(c), shopOf(c), userOf(c), body, deviceName(c.req.header('user-agent')));
      return c.json(await settingsAnswer(c, dbOf(c)));
    },
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/order-alerts/devices/:id',
    access: MEMBER,
    tags,
    summary: 'Turn off push alerts on one of my devices',
    params: idParams,
    answers: { 200: orderAlertSettingsAnswer },
    handler: async (c, { params }) => {
      await removeMyPushSubscription(dbOf(c), shopOf(c), userOf(c), params.id);
      return c.json(await settingsAnswer(c, dbOf(c)));
    },
  }),
] satisfies RouteDef[];
