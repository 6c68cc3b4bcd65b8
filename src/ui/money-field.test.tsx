// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { amountOf, MoneyField, type MoneyFieldProps } from './money-field.tsx';

afterEach(cleanup);

describe('amountOf', () => {
  it.each([
    ['50,000', 50_000],
    [' 1 500 ', 1500],
    ['-2000', -2000],
    ['12.5', 12.5],
  ])('reads %j as %d (the server refuses what is not whole)', (text, value) => {
    expect(amountOf(text)).toBe(value);
  });

  it.each(['', '   ', 'lots', '1e999'])('sends %j as NaN, so the server says what is wrong', (text) => {
    expect(amountOf(text)).toBeNaN();
  });
});

function Form(props: Partial<MoneyFieldProps<'cash' | 'bank'>>) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<'cash' | 'bank'>('cash');
  return (
    <form>
      <MoneyField
        label="Amount (TZS)"
        value={amount}
        onChange={setAmount}
        method={{
          look: 'tiles',
          name: 'm',
          label: 'Paid by',
          value: method,
          onChange: setMethod,
          options: [
            { value: 'cash', label: 'Cash' },
            { value: 'bank', label: 'Bank' },
          ],
        }}
        {...props}
      />
    </form>
  );
}

describe('MoneyField', () => {
  it('types, fills the known amount and picks the method', async () => {
    render(<Form error="The amount is too large." fill={{ label: 'Pay all', amount: 7000 }} />);
    const input = screen.getByLabelText('Amount (TZS)') as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(input, '1,000');
    expect(input.value).toBe('1,000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay all' }));
    expect(input.value).toBe('7000');
    const bank = screen.getByRole('radio', { name: 'Bank' }) as HTMLInputElement;
    await userEvent.click(bank);
    expect(bank.checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Paid by' })).toBeTruthy();
  });

  it('shows which named preset is typed', async () => {
    render(<Form quick={{ amounts: [10_000, 50_000], labelOf: (a) => `TZS ${a}`, group: 'Quick amounts' }} />);
    const preset = screen.getByRole('button', { name: 'TZS 50000' });
    expect(preset.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(preset);
    expect(preset.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Amount (TZS)') as HTMLInputElement).value).toBe('50000');
  });
});
