import {
  accountBalanceSchema,
  transactionDetailSchema,
  transactionPageSchema,
  transactionTotalsSchema,
} from '../../../lib/contracts/transaction.ts';
import {
  adjustmentSchema,
  reversalSchema,
  transactionFilterSchema,
  transactionListQuerySchema,
} from '../../../lib/transaction-schemas.ts';
import { rangeFile } from '../../http/csv-download.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowGet, shopCsv, shopGet } from '../../http/shop-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { recordAdjustment } from '../ledger/index.ts';
import { reverseEntry } from '../ledger/index.ts';
import {
  accountBalances,
  exportTransactionsCsv,
  listTransactions,
  transactionDetail,
  transactionTotals,
} from './transaction.service.ts';
import { shopOf, dbOf, txOf, userOf } from '../../http/route-glue.ts';

const tags = ['Transactions' as const];
const filtersDoc = 'Days (from, to: YYYY-MM-DD, both included) are days in Tanzania (EAT, UTC+3).';

// The fixed paths come before /:id, which would otherwise take "totals" as an id (and answer 404).
export const transactionRoutes = [
  shopGet({
    path: '/api/transactions',
    access: perm('transactions', 'read'),
    tags,
    summary: 'The ledger, newest first, with filters and a cursor',
    description: `${filtersDoc} Pass next_cursor of an answer as cursor to get the next page.`,
    query: transactionListQuerySchema,
    answers: { 200: transactionPageSchema },
    read: listTransactions,
  }),

  shopGet({
    path: '/api/transactions/totals',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Money in, money out and the net of the entries the filters select',
    description: filtersDoc,
    query: transactionFilterSchema,
    answers: { 200: transactionTotalsSchema },
    read: transactionTotals,
  }),

  declareRoute({
    method: 'GET',
    path: '/api/transactions/balances',
    access: perm('transactions', 'read'),
    tags,
    summary: 'The balance of the cash drawer and of each provider account, and what may be paid out',
    answers: { 200: accountBalanceSchema.array() },
    handler: async (c) => c.json(await accountBalances(dbOf(c), c.get('deps').env, shopOf(c))),
  }),

  shopCsv({
    path: '/api/transactions/export',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Download the entries the filters select as CSV',
    description: filtersDoc,
    query: transactionFilterSchema,
    rows: exportTransactionsCsv,
    file: (query) => rangeFile('transactions', query),
  }),

  // A manual correction; a retry with the same Idempotency-Key gets the first answer, not a second entry.
  declareRoute({
    method: 'POST',
    path: '/api/transactions/adjustments',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Record a manual adjustment (signed amount, with its reason)',
    body: adjustmentSchema,
    idempotent: true,
    answers: { 201: transactionDetailSchema },
    errors: [422],
    handler: async (c, { body }) => {
      const entry = await recordAdjustment(txOf(c), shopOf(c), userOf(c), body);
      return c.json(await transactionDetail(txOf(c), shopOf(c), entry.id), 201);
    },
  }),

  rowGet({
    path: '/api/transactions/:id',
    access: perm('transactions', 'read'),
    tags,
    summary: 'One entry with its payment (provider exchange, secrets masked) or payout, and its order',
    answers: { 200: transactionDetailSchema },
    read: transactionDetail,
  }),

  // Corrections never edit an entry: they append its opposite. Once per entry (409 after).
  declareRoute({
    method: 'POST',
    path: '/api/transactions/:id/reversal',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Reverse an entry with an entry of the opposite amount',
    params: idParams,
    body: reversalSchema,
    answers: { 201: transactionDetailSchema },
    errors: [409],
    handler: async (c, { params, body }) => {
      const reversal = await reverseEntry(dbOf(c), shopOf(c), params.id, userOf(c), body.note);
      return c.json(await transactionDetail(dbOf(c), shopOf(c), reversal.id), 201);
    },
  }),
] satisfies RouteDef[];
