import {
  connectionTestSchema,
  paymentAccountSchema,
  providerInfoSchema,
} from '../../../lib/contracts/payment-account.ts';
import { linkPaymentAccountSchema, updatePaymentAccountSchema } from '../../../lib/payment-account-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowDelete } from '../../http/shop-route.ts';
import { languageOf } from '../../http/errors.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import {
  linkPaymentAccount,
  listPaymentAccounts,
  listProviders,
  testPaymentAccount,
  toPaymentAccountDto,
  getPaymentAccount,
  unlinkPaymentAccount,
  updatePaymentAccount,
} from './payment-account.service.ts';
import { shopOf, dbOf } from '../../http/route-glue.ts';

type C = Parameters<RouteDef['handler']>[0];
const envOf = (c: C) => c.get('deps').env;
const tags = ['Transactions' as const];

// The mobile-money providers a shop links (issue 15). Money is the `transactions` resource: read
// to see them, create to link, update to edit, enable, disable or test, delete to unlink.
export const paymentAccountRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/payment-accounts/providers',
    access: perm('transactions', 'read'),
    tags,
    summary: 'The providers a shop can link, with the credential fields each takes and the networks it collects for',
    answers: { 200: providerInfoSchema.array() },
    handler: (c) => c.json(listProviders(envOf(c))),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/payment-accounts',
    access: perm('transactions', 'read'),
    tags,
    summary: "The shop's linked providers; credentials only as masked hints",
    answers: { 200: paymentAccountSchema.array() },
    handler: async (c) => c.json(await listPaymentAccounts(dbOf(c), envOf(c), shopOf(c))),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/payment-accounts',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Link a provider with its credentials (stored encrypted) and the networks it collects for',
    description:
      "Credentials are checked against the provider's field names. 409 when an enabled account already collects for one of the networks.",
    body: linkPaymentAccountSchema,
    answers: { 201: paymentAccountSchema },
    errors: [409],
    handler: async (c, { body }) => c.json(await linkPaymentAccount(dbOf(c), envOf(c), shopOf(c), body), 201),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/payment-accounts/:id',
    access: perm('transactions', 'read'),
    tags,
    summary: 'One linked provider',
    params: idParams,
    answers: { 200: paymentAccountSchema },
    handler: async (c, { params }) =>
      c.json(toPaymentAccountDto(envOf(c), await getPaymentAccount(dbOf(c), shopOf(c), params.id))),
  }),

  declareRoute({
    method: 'PATCH',
    path: '/api/payment-accounts/:id',
    access: perm('transactions', 'update'),
    tags,
    summary: 'Change the name, networks or enabled state; credentials are replaced only when given',
    description: '409 when enabling would make two enabled accounts collect for one network.',
    params: idParams,
    body: updatePaymentAccountSchema,
    answers: { 200: paymentAccountSchema },
    errors: [409],
    handler: async (c, { params, body }) =>
      c.json(await updatePaymentAccount(dbOf(c), envOf(c), shopOf(c), params.id, body)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/payment-accounts/:id/test',
    access: perm('transactions', 'update'),
    tags,
    summary: 'Test the connection: a real call to the provider with the stored credentials',
    description:
      "ok, or the provider's reason for refusing the credentials. 502 when the provider cannot be reached; 409 when the stored credentials can no longer be read.",
    params: idParams,
    answers: { 200: connectionTestSchema },
    errors: [409, 502],
    handler: async (c, { params }) =>
      c.json(await testPaymentAccount(dbOf(c), envOf(c), shopOf(c), params.id, languageOf(c))),
  }),

  rowDelete({
    path: '/api/payment-accounts/:id',
    access: perm('transactions', 'delete'),
    tags,
    summary: 'Unlink a provider',
    description: '409 when payments were recorded through it: the books keep it, disable it instead.',
    errors: [409],
    remove: unlinkPaymentAccount,
  }),
] satisfies RouteDef[];
