import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { SelectField } from './select-field.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

// The amount-and-method block of the money forms (adjustment, refund, expense, payout, debt,
// debt payment, the till, the payment request). Amounts are whole shillings typed as text; the
// limits (whole, above zero, at most MAX_ENTRY_AMOUNT) are the server's zod schemas, and its 400
// names the field with words in the merchant's language, shown here under the input.

/**
 * The text of an amount field as the server gets it: spaces and commas dropped ("50,000"), and
 * anything that is not a number (or nothing at all) NaN, which goes out as null so the server's
 * answer says what is wrong.
 */
export const amountOf = (text: string) => {
  const value = Number(text.replace(/[\s,]/g, ''));
  return text.trim() && Number.isFinite(value) ? value : Number.NaN;
};

export type MethodOption<M extends string> = { value: M; label: string };

export type MethodChoiceProps<M extends string> = {
  label: string;
  value: M;
  options: readonly MethodOption<M>[];
  onChange: (value: M) => void;
  error?: string;
  hint?: string;
  /**
   * tiles: a row of three buttons-like radios (`large` at the till, where it is tapped all day);
   * radios: one plain radio a line, for long sentences; select: a native picker, for long lists.
   */
  look: 'tiles' | 'radios' | 'select';
  large?: boolean;
  /** The radios' group name; the till shows the cart twice (column and sheet), so each passes its own. */
  name?: string;
};

/** How the money moved: cash, mobile money, bank, a provider account, a network. */
export function MethodChoice<M extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  look,
  large,
  name,
}: MethodChoiceProps<M>) {
  if (look === 'select')
    return (
      <SelectField
        label={label}
        hint={hint}
        value={value}
        onChange={(e) => onChange(e.target.value as M)}
        error={error}
        options={options}
      />
    );
  const radio = (o: MethodOption<M>, className: string) => (
    <input
      type="radio"
      name={name}
      value={o.value}
      checked={value === o.value}
      onChange={() => onChange(o.value)}
      className={className}
    />
  );
  if (look === 'radios')
    return (
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{label}</legend>
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-2 text-sm">
            {radio(o, 'size-4')}
            {o.label}
          </label>
        ))}
      </fieldset>
    );
  const tile = large ? 'min-h-12 gap-2 font-medium has-checked:text-brand-800' : 'min-h-11';
  return (
    <fieldset className={large ? 'space-y-2' : undefined}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex ${tile} cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-2 text-center text-sm leading-tight has-checked:border-brand-600 has-checked:bg-brand-50`}
          >
            {radio(o, 'sr-only')}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export type MoneyFieldProps<M extends string> = Omit<TextFieldProps, 'value' | 'onChange' | 'label'> & {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** One button that types a known amount: the balance, all that is left. Beside the input, or under it. */
  fill?: { label: string; amount: number; under?: boolean };
  /** One-tap amounts under the input; `group` names them and shows which one is typed. */
  quick?: { amounts: readonly number[]; labelOf: (amount: number, index: number) => string; group?: string };
  /** How it was paid, where the form asks: before the amount when it decides what the amount may be. */
  method?: MethodChoiceProps<M> & { first?: boolean };
};

/** The amount of a money form (whole shillings), with its quick amounts and its method choice. */
export function MoneyField<M extends string>({
  label,
  value,
  onChange,
  fill,
  quick,
  method,
  className,
  ...input
}: MoneyFieldProps<M>) {
  const field = (
    <TextField
      className={fill && !fill.under ? `min-w-0 flex-1 ${className ?? ''}` : className}
      label={label}
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...input}
    />
  );
  const fillButton = fill && (
    <Button
      type="button"
      variant="secondary"
      size={fill.under ? 'sm' : undefined}
      onClick={() => onChange(String(fill.amount))}
    >
      {fill.label}
    </Button>
  );
  const choice = method && <MethodChoice {...method} />;
  return (
    <>
      {method?.first && choice}
      {fill && !fill.under ? (
        <div className="flex items-end gap-2">
          {field}
          {fillButton}
        </div>
      ) : (
        field
      )}
      {fill?.under && fillButton}
      {quick && <QuickAmounts {...quick} value={value} onPick={(amount) => onChange(String(amount))} />}
      {method && !method.first && choice}
    </>
  );
}

function QuickAmounts({
  amounts,
  labelOf,
  group,
  value,
  onPick,
}: NonNullable<MoneyFieldProps<string>['quick']> & { value: string; onPick: (amount: number) => void }) {
  // Named presets (the expense form) show the one typed; the till's tenders are shortcuts only.
  const chip = (amount: number): { className: string; pressed?: boolean } => {
    if (!group)
      return {
        className:
          'min-h-10 rounded-full border border-slate-300 bg-white px-3 text-sm tabular-nums active:bg-slate-100',
      };
    const pressed = value === String(amount);
    return {
      pressed,
      className: `h-9 rounded-full px-3 text-sm font-medium tabular-nums ring-1 ring-inset ${pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`,
    };
  };
  const buttons: ReactNode = amounts.map((amount, i) => {
    const { className, pressed } = chip(amount);
    return (
      <button key={amount} type="button" aria-pressed={pressed} className={className} onClick={() => onPick(amount)}>
        {labelOf(amount, i)}
      </button>
    );
  });
  return group ? (
    <div role="group" aria-label={group} className="flex flex-wrap gap-2">
      {buttons}
    </div>
  ) : (
    <div className="flex flex-wrap gap-2">{buttons}</div>
  );
}
