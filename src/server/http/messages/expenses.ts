import { domainMessages } from '../domain-messages.ts';

// Expenses, recurring expenses and the profit view (issue 16).
export const expensesMessages = domainMessages({
  en: {
    expense_not_found: 'This expense was not found.',
  },
  sw: {
    expense_not_found: 'Matumizi haya hayakupatikana.',
  },
});
