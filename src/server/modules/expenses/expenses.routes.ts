import {
  expenseDetailSchema,
  expensePageSchema,
  expenseSummarySchema,
  profitSchema,
  recurrenceSchema,
} from '../../../lib/contracts/expense.ts';
import {
  expenseFilterSchema,
  expenseInputSchema,
  expenseListQuerySchema,
  expenseUpdateSchema,
  profitQuerySchema,
  recurrenceInputSchema,
} from '../../../lib/expense-schemas.ts';
import { rangeFile } from '../../http/csv-download.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowDelete, rowWrite, shopCsv, shopGet } from '../../http/shop-route.ts';
import { badRequest } from '../../http/errors.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { privateMediaLinks } from '../media/index.ts';
import { deleteExpense, editExpense, recordExpense } from './expense-book.ts';
import { attachReceipt, RECEIPT_MAX_BYTES } from './expense-receipt.ts';
import { expenseDetail, expenseSummary, exportExpensesCsv, listExpenses } from './expense.service.ts';
import { profitView } from './profit.service.ts';
import { createRecurrence, listRecurrences, skipNext, stopRecurrence, toRecurrenceDto } from './recurring-expenses.ts';
import { shopOf, dbOf, txOf, userOf, type RouteContext } from '../../http/route-glue.ts';

const tags = ['Books' as const];
const filtersDoc = 'Days (from, to: YYYY-MM-DD, both included) are days in Tanzania (EAT, UTC+3); q searches the note.';
const imageTypes = ['image/png', 'image/jpeg', 'image/webp'];
/** Receipt photos are private: each answer names them by short-lived links signed with SECRET_KEY. */
const linksOf = (c: RouteContext) => privateMediaLinks(c.get('deps').env.secretKey);

// Fixed paths (summary, export, recurring) come before /:id, which would take them as ids.
export const expenseRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/expenses',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Expenses, newest day first, with filters and a cursor',
    description: `${filtersDoc} Pass next_cursor of an answer as cursor to get the next page.`,
    query: expenseListQuerySchema,
    answers: { 200: expensePageSchema },
    handler: async (c, { query }) => c.json(await listExpenses(dbOf(c), shopOf(c), query, linksOf(c))),
  }),

  shopGet({
    path: '/api/expenses/summary',
    access: perm('transactions', 'read'),
    tags,
    summary: "This month's expenses (EAT) by category, and last month's",
    answers: { 200: expenseSummarySchema },
    read: expenseSummary,
  }),

  shopCsv({
    path: '/api/expenses/export',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Download the expenses the filters select as CSV',
    description: filtersDoc,
    query: expenseFilterSchema,
    rows: exportExpensesCsv,
    file: (query) => rangeFile('expenses', query),
  }),

  // A retry with the same Idempotency-Key gets the first answer, not a second expense.
  declareRoute({
    method: 'POST',
    path: '/api/expenses',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Record an expense (paid in cash: it also leaves the cash drawer in /transactions)',
    body: expenseInputSchema,
    idempotent: true,
    answers: { 201: expenseDetailSchema },
    errors: [422],
    handler: async (c, { body }) => {
      const expense = await recordExpense(txOf(c), shopOf(c), userOf(c), body);
      return c.json(await expenseDetail(txOf(c), shopOf(c), expense!.id, linksOf(c)), 201);
    },
  }),

  shopGet({
    path: '/api/expenses/recurring',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Recurring expenses that are not stopped, the next due first',
    answers: { 200: recurrenceSchema.array() },
    read: listRecurrences,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/expenses/recurring',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Add a monthly expense; it writes its record on day_of_month (EAT), today too when due',
    body: recurrenceInputSchema,
    answers: { 201: recurrenceSchema },
    handler: async (c, { body }) =>
      c.json(toRecurrenceDto(await createRecurrence(dbOf(c), shopOf(c), userOf(c), body)), 201),
  }),

  rowWrite({
    method: 'POST',
    path: '/api/expenses/recurring/:id/skip',
    access: perm('transactions', 'update'),
    tags,
    summary: 'Skip the next one: next_on moves a month on, nothing is written',
    answers: { 200: recurrenceSchema },
    errors: [409],
    write: skipNext,
  }),

  rowDelete({
    path: '/api/expenses/recurring/:id',
    access: perm('transactions', 'delete'),
    tags,
    summary: 'Stop a recurring expense (the expenses it wrote stay)',
    errors: [409],
    remove: stopRecurrence,
  }),

  declareRoute({
    method: 'GET',
    path: '/api/expenses/:id',
    access: perm('transactions', 'read'),
    tags,
    summary: 'One expense with its history (each record and reversal)',
    answers: { 200: expenseDetailSchema },
    params: idParams,
    handler: async (c, { params }) => c.json(await expenseDetail(dbOf(c), shopOf(c), params.id, linksOf(c))),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/expenses/:id',
    access: perm('transactions', 'update'),
    tags,
    summary: 'Edit an expense: its standing record is reversed and the new figures recorded',
    params: idParams,
    body: expenseUpdateSchema,
    answers: { 200: expenseDetailSchema },
    errors: [409],
    handler: async (c, { params, body }) => {
      await editExpense(dbOf(c), shopOf(c), params.id, userOf(c), body);
      return c.json(await expenseDetail(dbOf(c), shopOf(c), params.id, linksOf(c)));
    },
  }),

  // Before the delete: a deleted expense takes no photo (the route tables call them in this order).
  declareRoute({
    method: 'POST',
    path: '/api/expenses/:id/receipt',
    access: perm('transactions', 'update'),
    tags,
    summary: 'Attach a photo of the receipt (JPEG, PNG or WebP up to 5 MB; replaces the old one)',
    params: idParams,
    upload: { field: 'receipt', types: imageTypes },
    answers: { 201: expenseDetailSchema },
    bodyLimitKb: RECEIPT_MAX_BYTES / 1024 + 64,
    tooLarge: 'receipt_too_large',
    handler: async (c, { params }) => {
      let file: unknown;
      try {
        file = (await c.req.formData()).get('receipt');
      } catch {
        throw badRequest('image_required', {}, 'receipt');
      }
      await attachReceipt(dbOf(c), c.get('deps').storage, shopOf(c), params.id, file);
      return c.json(await expenseDetail(dbOf(c), shopOf(c), params.id, linksOf(c)), 201);
    },
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/expenses/:id',
    access: perm('transactions', 'delete'),
    tags,
    summary: 'Delete an expense: a reversal entry, the row kept and marked deleted in its history',
    params: idParams,
    answers: { 204: null },
    errors: [409],
    handler: async (c, { params }) => {
      await deleteExpense(dbOf(c), shopOf(c), params.id, userOf(c));
      return c.body(null, 204);
    },
  }),

  shopGet({
    path: '/api/profit',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Profit by month: sales − cost of goods sold − expenses (EAT months)',
    description:
      'year=YYYY, or from and to (YYYY-MM, at most 24 months); by default the last 12 months. Each month links to its orders and its expense records.',
    query: profitQuerySchema,
    answers: { 200: profitSchema },
    read: profitView,
  }),
] satisfies RouteDef[];
