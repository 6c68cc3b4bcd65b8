import { debtDetailSchema, debtPageSchema, debtTotalsSchema } from '../../../lib/contracts/debt.ts';
import {
  debtCreateSchema,
  debtEntryParams,
  debtEntryReversalSchema,
  debtFilterSchema,
  debtListQuerySchema,
  debtPaymentSchema,
  debtTotalsQuerySchema,
  debtUpdateSchema,
} from '../../../lib/debt-schemas.ts';

import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowGet, rowWrite, shopCsv, shopGet } from '../../http/shop-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { recordDebtPayment, reverseDebtEntry } from './debt-ledger.ts';
import { createDebt, debtDetail, debtTotals, exportDebtsCsv, listDebts, updateDebt } from './debt.service.ts';
import { shopOf, dbOf, txOf, userOf } from '../../http/route-glue.ts';

const tags = ['Books' as const];
const daysDoc = 'Days (YYYY-MM-DD) are days in Tanzania (EAT, UTC+3); ageing counts from opened_on.';

// The fixed paths come before /:id, which would otherwise take "totals" as an id (and answer 404).
export const debtRoutes = [
  shopGet({
    path: '/api/debts',
    access: perm('transactions', 'read'),
    tags,
    summary: 'The debt book of one direction, oldest first, with filters and a cursor',
    description: `${daysDoc} Pass next_cursor of an answer as cursor to get the next page.`,
    query: debtListQuerySchema,
    answers: { 200: debtPageSchema },
    read: listDebts,
  }),

  shopGet({
    path: '/api/debts/totals',
    access: perm('transactions', 'read'),
    tags,
    summary: 'What the open debts of a direction add up to: overdue, and by age (0–30, 31–60, 61–90, 90+ days)',
    description: daysDoc,
    query: debtTotalsQuerySchema,
    answers: { 200: debtTotalsSchema },
    read: debtTotals,
  }),

  shopCsv({
    path: '/api/debts/export',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Download the debts the filters select as CSV',
    description: daysDoc,
    query: debtFilterSchema,
    rows: exportDebtsCsv,
    file: (query) => `debts-${query.direction}-${query.status}.csv`,
  }),

  // A retry with the same Idempotency-Key gets the first debt, not a second one.
  declareRoute({
    method: 'POST',
    path: '/api/debts',
    access: perm('transactions', 'create'),
    tags,
    summary: "Write a debt by hand: a customer's (receivable) or one to a supplier (payable)",
    description: daysDoc,
    body: debtCreateSchema,
    idempotent: true,
    answers: { 201: debtDetailSchema },
    handler: async (c, { body }) => {
      const debt = await createDebt(txOf(c), shopOf(c), userOf(c), body);
      return c.json(await debtDetail(txOf(c), shopOf(c), debt.id), 201);
    },
  }),

  rowGet({
    path: '/api/debts/:id',
    access: perm('transactions', 'read'),
    tags,
    summary: 'One debt and its history (charges, payments, reversals), oldest first',
    answers: { 200: debtDetailSchema },
    read: debtDetail,
  }),

  rowWrite({
    method: 'PUT',
    path: '/api/debts/:id',
    access: perm('transactions', 'update'),
    tags,
    summary: 'Change when a debt is due, or its note (amounts change only by entries)',
    body: debtUpdateSchema,
    answers: { 200: debtDetailSchema },
    write: updateDebt,
  }),

  // Under the debt's lock: of payments at the same moment, those that would take it below zero are
  // refused (400) with nothing written. A retry with the same Idempotency-Key is not paid twice.
  declareRoute({
    method: 'POST',
    path: '/api/debts/:id/payments',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Record a payment towards a debt (cash also moves the cash drawer); at zero it closes',
    description: 'More than the balance, or a debt already paid: 400 with nothing written.',
    params: idParams,
    body: debtPaymentSchema,
    idempotent: true,
    answers: { 201: debtDetailSchema },
    handler: async (c, { params, body }) => {
      await recordDebtPayment(txOf(c), { shopId: shopOf(c), debtId: params.id, ...body, createdBy: userOf(c) });
      return c.json(await debtDetail(txOf(c), shopOf(c), params.id), 201);
    },
  }),

  // A payment recorded by mistake is reversed, never deleted: once per payment (409 after).
  declareRoute({
    method: 'POST',
    path: '/api/debts/:id/entries/:entryId/reversal',
    access: perm('transactions', 'update'),
    tags,
    summary: 'Reverse a payment recorded by mistake: the balance goes back up',
    params: debtEntryParams,
    body: debtEntryReversalSchema,
    answers: { 201: debtDetailSchema },
    errors: [409],
    handler: async (c, { params, body }) => {
      await reverseDebtEntry(dbOf(c), shopOf(c), params.id, params.entryId, userOf(c), body.note);
      return c.json(await debtDetail(dbOf(c), shopOf(c), params.id), 201);
    },
  }),
] satisfies RouteDef[];
