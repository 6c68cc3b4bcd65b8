import { discountCodeListSchema, discountCodeSchema } from '../../../lib/contracts/discount.ts';
import { doneSchema } from '../../../lib/contracts/common.ts';
import { discountCreateSchema, discountListQuerySchema, discountUpdateSchema } from '../../../lib/discount-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { dbOf, shopOf, txOf, userOf } from '../../http/route-glue.ts';
import { createCode, deleteCode, getCode, listCodes, updateCode } from './discount.service.ts';

// Discount codes are marketing: the `campaigns` permission, which the dashboard labels Marketing.
const tags = ['Discount codes' as const];

export const discountRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/discount-codes',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'List discount codes (newest first) with their uses left',
    query: discountListQuerySchema,
    answers: { 200: discountCodeListSchema },
    handler: async (c, { query }) => c.json(await listCodes(dbOf(c), shopOf(c), query)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/discount-codes',
    access: perm('campaigns', 'create'),
    tags,
    summary: 'Create a discount code (409 when the shop has the code already, in any case)',
    body: discountCreateSchema,
    idempotent: true,
    answers: { 201: discountCodeSchema },
    errors: [409, 422],
    handler: async (c, { body }) => c.json(await createCode(txOf(c), shopOf(c), userOf(c), body), 201),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/discount-codes/:id',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'One discount code',
    params: idParams,
    answers: { 200: discountCodeSchema },
    handler: async (c, { params }) => c.json(await getCode(dbOf(c), shopOf(c), params.id)),
  }),

  declareRoute({
    method: 'PATCH',
    path: '/api/discount-codes/:id',
    access: perm('campaigns', 'update'),
    tags,
    summary: 'Change a discount code, or disable it (active: false)',
    params: idParams,
    body: discountUpdateSchema,
    idempotent: true,
    answers: { 200: discountCodeSchema },
    errors: [409, 422],
    handler: async (c, { params, body }) => c.json(await updateCode(txOf(c), shopOf(c), params.id, body)),
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/discount-codes/:id',
    access: perm('campaigns', 'delete'),
    tags,
    summary: 'Delete a discount code no order has used (409 otherwise: disable it instead)',
    params: idParams,
    idempotent: true,
    answers: { 200: doneSchema },
    errors: [409, 422],
    handler: async (c, { params }) => {
      await deleteCode(txOf(c), shopOf(c), params.id);
      return c.json({ ok: true as const });
    },
  }),
] satisfies RouteDef[];
