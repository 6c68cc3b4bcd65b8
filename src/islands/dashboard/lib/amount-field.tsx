import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { formatMoney } from '../../../lib/format.ts';

/**
 * The amount of a money form (a payment, a refund, an expense, a debt, an adjustment, a payout):
 * whole shillings typed on the phone's number pad, with what the form offers to fill it in one tap:
 * the whole of what is left ("Pay all", "Everything") or the form's usual amounts.
 */
export function AmountField({
  label,
  amount,
  onAmount,
  error,
  hint,
  required = true,
  fill,
  presets,
}: {
  label: string;
  amount: string;
  onAmount: (amount: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** One button that fills in a figure: its label and the figure. */
  fill?: { label: string; amount: number };
  /** Chips of usual amounts, and the name of their group for a screen reader. */
  presets?: { label: string; amounts: readonly number[] };
}) {
  return (
    <>
      <TextField
        label={label}
        inputMode="numeric"
        value={amount}
        onChange={(e) => onAmount(e.target.value)}
        error={error}
        hint={hint}
        required={required}
      />
      {fill && (
        <Button type="button" variant="secondary" size="sm" onClick={() => onAmount(String(fill.amount))}>
          {fill.label}
        </Button>
      )}
      {presets && (
        <div role="group" aria-label={presets.label} className="flex flex-wrap gap-2">
          {presets.amounts.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={amount === String(preset)}
              onClick={() => onAmount(String(preset))}
              className={`h-9 rounded-full px-3 text-sm font-medium tabular-nums ring-1 ring-inset ${amount === String(preset) ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
            >
              {formatMoney(preset)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
