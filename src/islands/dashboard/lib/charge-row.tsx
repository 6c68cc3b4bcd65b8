import { CHARGE_TYPES } from '../../../lib/options.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

/** A charge as typed: the value stays text until the form is saved. */
export type ChargeDraft = { key: string; name: string; type: 'fixed' | 'percentage'; value: string };

/**
 * One charge (delivery fee, service charge…) of an order or of the till's defaults: its name, a
 * fixed amount in shillings or a percentage, and ✕. Each screen brings its own words.
 */
export function ChargeRow({
  charge: c,
  index: i,
  onChange,
  onRemove,
  errorAt,
  words,
  nameMaxLength,
  valueRequired,
  valueHint,
}: {
  charge: ChargeDraft;
  index: number;
  onChange: (patch: Partial<ChargeDraft>) => void;
  onRemove: () => void;
  errorAt: (field: string) => string | undefined;
  words: {
    group: string;
    name: string;
    type: string;
    typeLabel: (type: ChargeDraft['type']) => string;
    amount: string;
    percent: string;
    remove: string;
  };
  nameMaxLength?: number;
  valueRequired?: boolean;
  valueHint?: string;
}) {
  return (
    <div
      role="group"
      aria-label={`${words.group} ${i + 1}`}
      className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start"
    >
      <TextField
        containerClassName="col-span-2 sm:col-span-1"
        label={words.name}
        required
        maxLength={nameMaxLength}
        value={c.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={errorAt(`charges.${i}.name`)}
      />
      <SelectField
        containerClassName="col-span-2 sm:col-span-1"
        label={words.type}
        value={c.type}
        onChange={(e) => onChange({ type: e.target.value as ChargeDraft['type'] })}
        options={CHARGE_TYPES.map((ct) => ({ value: ct, label: words.typeLabel(ct) }))}
      />
      <TextField
        label={c.type === 'fixed' ? words.amount : words.percent}
        type="number"
        inputMode="decimal"
        required={valueRequired}
        min={0}
        max={c.type === 'percentage' ? 100 : undefined}
        step={c.type === 'percentage' ? 0.01 : 1}
        value={c.value}
        onChange={(e) => onChange({ value: e.target.value })}
        error={errorAt(`charges.${i}.value`)}
        hint={valueHint}
      />
      <Button
        variant="ghost"
        size="sm"
        className="mt-6 justify-self-end text-red-700"
        aria-label={words.remove}
        onClick={onRemove}
      >
        ✕
      </Button>
    </div>
  );
}
