import type { VictimRows } from '../../test/victim-rows.ts';

// The debt book (issue 16): a customer's debt by hand, with a cash payment towards it.
export const debtVictimRows: VictimRows = {
  needs: ['customer'],
  make: async ({ api, ok, m, made }) => {
    const debt = await ok(
      'debt',
      api.post('/api/debts', {
        direction: 'receivable',
        customer_id: made.customer.id,
        party_name: m('debt-party'),
        amount: 40_000,
        due_on: '2030-01-31',
        note: m('debt-note'),
      }),
    );
    const paid = await ok(
      'debt payment',
      api.post(`/api/debts/${debt.id}/payments`, { amount: 5_000, method: 'cash', note: m('debt-payment') }),
    );
    return { debtId: debt.id, debtPaymentEntryId: paid.entries.find((e: { kind: string }) => e.kind === 'payment').id };
  },
};
