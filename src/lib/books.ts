// The shop's books (issue 16): the fixed lists both the server and the screens use. The zod
// schemas of what the API takes live beside the domain that takes them (expense-schemas.ts,
// debt-schemas.ts).

/** Spec 3: expense categories. */
export const EXPENSE_CATEGORIES = [
  'rent',
  'salary',
  'utilities',
  'marketing',
  'insurance',
  'supplies',
  'equipment',
  'travel',
  'food',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Spec 3: the one-tap amounts of the expense form. */
export const EXPENSE_PRESET_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

/** How money was paid out (an expense) or in (a debt payment). */
export const BOOK_METHODS = ['cash', 'mobile_money', 'bank'] as const;
export type BookMethod = (typeof BOOK_METHODS)[number];

/** receivable: a customer owes the shop; payable: the shop owes a supplier. */
export const DEBT_DIRECTIONS = ['receivable', 'payable'] as const;
export type DebtDirection = (typeof DEBT_DIRECTIONS)[number];

/** charge: the debt grows (+); payment: some of it is paid (−); reversal: the opposite of an earlier entry. */
export const DEBT_ENTRY_KINDS = ['charge', 'payment', 'reversal'] as const;
export type DebtEntryKind = (typeof DEBT_ENTRY_KINDS)[number];

/** record: an expense written (+); reversal: an edit or a delete cancelling an earlier entry (−). */
export const EXPENSE_ENTRY_KINDS = ['record', 'reversal'] as const;
export type ExpenseEntryKind = (typeof EXPENSE_ENTRY_KINDS)[number];
