import { z } from 'zod';
import {
  smsAccountSchema,
  smsConnectionTestSchema,
  smsProviderInfoSchema,
} from '../../../lib/contracts/sms-account.ts';
import { linkSmsAccountSchema, updateSmsAccountSchema } from '../../../lib/sms-account-schemas.ts';
import { SMS_PROVIDERS, type SmsProviderId } from '../../../lib/sms-providers.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { languageOf, notFound } from '../../http/errors.ts';
import { dbOf, shopOf } from '../../http/route-glue.ts';
import { PUBLIC, perm, type RouteDef } from '../../http/route-table.ts';
import { rowDelete } from '../../http/shop-route.ts';
import { foreground } from '../../jobs/foreground.ts';
import {
  getSmsAccount,
  linkSmsAccount,
  listSmsAccounts,
  listSmsProviders,
  testSmsAccount,
  toSmsAccountDto,
  unlinkSmsAccount,
  updateSmsAccount,
} from './sms-account.service.ts';
import { handleSmsCallback } from './sms-callbacks.ts';

type C = Parameters<RouteDef['handler']>[0];
const envOf = (c: C) => c.get('deps').env;
const tags = ['SMS' as const];

// The SMS gateways a shop links (issue 27, /marketing/sms/campaign/providers). The `campaigns`
// resource: read to see them, create to link, update to edit or test, delete to unlink.
export const smsAccountRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/sms-accounts/providers',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'The SMS gateways a shop can link, with the credential fields each takes',
    answers: { 200: smsProviderInfoSchema.array() },
    handler: (c) => c.json(listSmsProviders()),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/sms-accounts',
    access: perm('campaigns', 'read'),
    tags,
    summary: "The shop's linked SMS gateways; credentials only as masked hints",
    answers: { 200: smsAccountSchema.array() },
    handler: async (c) => c.json(await listSmsAccounts(dbOf(c), envOf(c), shopOf(c))),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/sms-accounts',
    access: perm('campaigns', 'create'),
    tags,
    summary: 'Link an SMS gateway with its credentials (stored encrypted) and the sender name',
    description:
      'The sender name is 1–11 letters or digits with no space (TCRA). 409 when another gateway of the shop is already enabled.',
    body: linkSmsAccountSchema,
    answers: { 201: smsAccountSchema },
    errors: [409],
    handler: async (c, { body }) => c.json(await linkSmsAccount(dbOf(c), envOf(c), shopOf(c), body), 201),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/sms-accounts/:id',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'One linked SMS gateway',
    params: idParams,
    answers: { 200: smsAccountSchema },
    handler: async (c, { params }) =>
      c.json(toSmsAccountDto(envOf(c), await getSmsAccount(dbOf(c), shopOf(c), params.id))),
  }),

  declareRoute({
    method: 'PATCH',
    path: '/api/sms-accounts/:id',
    access: perm('campaigns', 'update'),
    tags,
    summary: 'Change the name, sender name and its state, price, pace or enabled state',
    description:
      'Credentials are replaced only when given. A new sender name starts again at not_applied unless sender_state is given. 409 when enabling would make two enabled gateways.',
    params: idParams,
    body: updateSmsAccountSchema,
    answers: { 200: smsAccountSchema },
    errors: [409],
    handler: async (c, { params, body }) =>
      c.json(await updateSmsAccount(dbOf(c), envOf(c), shopOf(c), params.id, body)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/sms-accounts/:id/test',
    access: perm('campaigns', 'update'),
    tags,
    summary: 'Test the connection: a real balance call to the gateway with the stored credentials',
    description:
      "ok with the balance, or the gateway's reason for refusing the credentials. 502 when it cannot be reached; 409 when the stored credentials can no longer be read.",
    params: idParams,
    answers: { 200: smsConnectionTestSchema },
    errors: [409, 502],
    handler: async (c, { params }) =>
      c.json(await testSmsAccount(dbOf(c), envOf(c), shopOf(c), params.id, languageOf(c))),
  }),

  rowDelete({
    path: '/api/sms-accounts/:id',
    access: perm('campaigns', 'delete'),
    tags,
    summary: 'Unlink an SMS gateway',
    description: '409 when messages were sent through it: disable it instead.',
    errors: [409],
    remove: unlinkSmsAccount,
  }),
] satisfies RouteDef[];

const isSmsProvider = (id: string): id is SmsProviderId => (SMS_PROVIDERS as readonly string[]).includes(id);

const callbackParams = z.object({
  provider: z.string().max(40).meta({ description: 'The gateway: africastalking (the one that posts).' }),
  key: z.string().max(200).meta({ description: "The account's unguessable callback key." }),
  kind: z.enum(['delivery', 'inbound']).meta({ description: 'A delivery report or an inbound message.' }),
});

// Called by SMS gateways, outside /api: no session, no CSRF check.
export const smsWebhookRoutes: RouteDef[] = [
  declareRoute({
    method: 'POST',
    path: '/webhooks/sms/:provider/:key/:kind',
    access: PUBLIC,
    tags,
    summary: 'SMS gateway delivery reports and inbound messages',
    description:
      "Africa's Talking posts its delivery reports and the customers' replies here as a form. They are unsigned: a report counts only on the account's unguessable path, for a message id the gateway gave that account, to the number it was sent to. Always 200 (the gateway retries otherwise); an unknown gateway name is 404.",
    params: callbackParams,
    rawBody: {
      type: 'application/x-www-form-urlencoded',
      schema: z.record(z.string(), z.string()).meta({ description: "The gateway's form fields, as it posts them." }),
    },
    answers: { 200: z.strictObject({ received: z.boolean() }) },
    errors: [404],
    bodyLimitKb: 16,
    handler: async (c, { params }) => {
      const { database, env } = c.get('deps');
      if (!isSmsProvider(params.provider)) throw notFound();
      const rawBody = await c.req.text();
      await foreground(() =>
        handleSmsCallback(database.db, env, {
          provider: params.provider as SmsProviderId,
          key: params.key,
          kind: params.kind,
          headers: c.req.header(),
          rawBody,
        }),
      );
      return c.json({ received: true });
    },
  }),
];
