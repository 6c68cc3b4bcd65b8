import { domainMessages } from '../domain-messages.ts';

// Expenses, recurring expenses and the profit view (issue 16).
export const expensesMessages = domainMessages({
  en: {
    expense_not_found: 'This expense was not found.',
    expense_deleted: 'This expense was deleted. Its history can still be read.',
    expense_category_unknown: 'Choose one of the listed expense categories.',
    paid_by_unknown: 'Choose how it was paid: cash, mobile money or bank.',
    note_too_long: 'The note can be at most 500 characters.',
    day_of_month_invalid: 'Choose a day of the month from 1 to 31.',
    recurrence_not_found: 'This recurring expense was not found.',
    recurrence_stopped: 'This recurring expense has been stopped.',
    receipt_too_large: 'The receipt photo can be at most 5 MB.',
    month_invalid: 'Enter the month as YYYY-MM.',
    month_required: 'Give both the first and the last month.',
    year_invalid: 'Enter the year as four digits.',
    profit_range_mixed: 'Ask for a year or for a range of months, not both.',
    profit_range_too_long: 'Choose at most 24 months.',
  },
  sw: {
    expense_not_found: 'Matumizi haya hayakupatikana.',
    expense_deleted: 'Matumizi haya yamefutwa. Historia yake bado inaweza kusomwa.',
    expense_category_unknown: 'Chagua moja ya aina za matumizi zilizoorodheshwa.',
    paid_by_unknown: 'Chagua jinsi yalivyolipwa: taslimu, pesa ya simu au benki.',
    note_too_long: 'Maelezo yasizidi herufi 500.',
    day_of_month_invalid: 'Chagua siku ya mwezi kuanzia 1 hadi 31.',
    recurrence_not_found: 'Matumizi haya ya kila mwezi hayakupatikana.',
    recurrence_stopped: 'Matumizi haya ya kila mwezi yamesimamishwa.',
    receipt_too_large: 'Picha ya risiti isizidi MB 5.',
    month_invalid: 'Andika mwezi kama YYYY-MM.',
    month_required: 'Toa mwezi wa kwanza na wa mwisho.',
    year_invalid: 'Andika mwaka kwa tarakimu nne.',
    profit_range_mixed: 'Omba mwaka au kipindi cha miezi, si vyote viwili.',
    profit_range_too_long: 'Chagua miezi 24 au pungufu.',
  },
});
