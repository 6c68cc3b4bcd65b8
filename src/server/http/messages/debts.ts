import { domainMessages } from '../domain-messages.ts';

// The debt book (issue 16): what customers owe the shop and what it owes suppliers.
export const debtsMessages = domainMessages({
  en: {
    debt_not_found: 'This debt was not found.',
    debt_payment_exceeds_balance: 'Only {balance} is still owed on this debt.',
    debt_closed: 'This debt is already paid in full.',
  },
  sw: {
    debt_not_found: 'Deni hili halikupatikana.',
    debt_payment_exceeds_balance: 'Ni {balance} tu kinachodaiwa bado kwenye deni hili.',
    debt_closed: 'Deni hili limeshalipwa lote.',
  },
});
