import { describe, expect, it } from 'vitest';
import { debts } from './sw/debts.ts';

// Issue 25: on the tab of customers who owe the shop, the empty book said "Hakuna anayekudai"
// ("there is no one you owe"), the opposite of the tab. -dai: "X anamdai Y" = X is owed by Y;
// "unayemdai" = the one you are owed by, "anayekudai" = the one who is owed by you.
describe('the Swahili debt book says who owes whom the right way round', () => {
  it('customers owe the shop: nobody owes you', () => {
    expect(debts.tab_receivable).toBe('Wateja wanadaiwa');
    expect(debts.emptyReceivable).toBe('Hakuna unayemdai');
    expect(debts.emptyReceivable).not.toMatch(/anayekudai/);
  });
  it('the shop owes suppliers: you owe no supplier', () => {
    expect(debts.tab_payable).toBe('Unadaiwa na wasambazaji');
    expect(debts.emptyPayable).toBe('Hudaiwi na msambazaji yeyote');
  });
});
