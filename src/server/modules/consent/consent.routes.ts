import { consentHistorySchema, customerConsentSchema } from '../../../lib/contracts/consent.ts';
import { consentUpdateSchema } from '../../../lib/consent-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { rowGet } from '../../http/shop-route.ts';
import { shopOf, txOf, userOf } from '../../http/route-glue.ts';
import { consentHistory, customerConsent, setConsentByHand } from './consent.service.ts';

const tags = ['Consent' as const];

export const consentRoutes = [
  rowGet({
    path: '/api/customers/:id/consent',
    access: perm('customers', 'read'),
    tags,
    summary: "A customer's marketing consent per channel (SMS, WhatsApp): state, where it came from, when, the words",
    answers: { 200: customerConsentSchema },
    read: customerConsent,
  }),

  rowGet({
    path: '/api/customers/:id/consent/history',
    access: perm('customers', 'read'),
    tags,
    summary: "A customer's consent changes, newest first (at most 100)",
    answers: { 200: consentHistorySchema },
    read: consentHistory,
  }),

  // The switch: one channel set by hand (source `manual`, the member kept in the history). A
  // retry with the same Idempotency-Key gets the first answer, not a second history row.
  declareRoute({
    method: 'PUT',
    path: '/api/customers/:id/consent',
    access: perm('customers', 'update'),
    tags,
    summary: "Set a customer's consent on one channel by hand (opting out on one channel stops campaigns on all)",
    params: idParams,
    body: consentUpdateSchema,
    idempotent: true,
    answers: { 200: customerConsentSchema },
    handler: async (c, { params, body }) =>
      c.json(await setConsentByHand(txOf(c), shopOf(c), userOf(c), params.id, body), 200),
  }),
] satisfies RouteDef[];
