import type { VictimRows } from '../../test/victim-rows.ts';

// The books (issue 16): a cash expense with a receipt photo, edited (so it has a reversal), one
// deleted, and a recurring expense.
export const expenseVictimRows: VictimRows = {
  make: async ({ api, ok, m }) => {
    const expense = (note: string, amount = 4000) => ({
      amount,
      category: 'rent',
      spent_on: '2026-01-05',
      paid_by: 'cash',
      note: m(note),
    });
    const kept = await ok('expense', api.post('/api/expenses', expense('expense')));
    await ok('expense edit', api.put(`/api/expenses/${kept.id}`, expense('expense-edited', 4500)));
    const receipt = new FormData();
    receipt.set('receipt', new File([await tinyPng()], 'receipt.png', { type: 'image/png' }));
    await ok('receipt', api.post(`/api/expenses/${kept.id}/receipt`, receipt));
    const gone = await ok(
      'expense',
      api.post('/api/expenses', { ...expense('gone', 700), category: 'food', spent_on: '2026-01-06', paid_by: 'bank' }),
    );
    await ok('expense delete', api.delete(`/api/expenses/${gone.id}`));
    const recurrence = await ok(
      'recurring expense',
      api.post('/api/expenses/recurring', {
        amount: 90000,
        category: 'salary',
        paid_by: 'bank',
        day_of_month: 28,
        note: m('salary'),
      }),
    );
    return { expenseId: kept.id, recurrenceId: recurrence.id };
  },
};

/** A 24×24 PNG (sharp makes it: the receipt route reads the bytes, not the name). */
async function tinyPng(): Promise<Buffer<ArrayBuffer>> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 24, height: 24, channels: 3, background: '#ffcc00' } })
    .png()
    .toBuffer();
}
