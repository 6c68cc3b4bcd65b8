import { CHARGE_TYPES } from '../../../../lib/options.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import type { DraftCharge } from './order-totals.ts';
import { useOrdersT } from './use-orders-t.ts';

let seq = 0;
type Props = {
  rows: DraftCharge[];
  amounts: number[];
  onChange: (rows: DraftCharge[]) => void;
  errorAt: (field: string) => string | undefined;
};

/** Delivery fee, service charge…: a fixed amount in shillings or a percentage of the subtotal. */
export function ChargesEditor({ rows, amounts, onChange, errorAt }: Props) {
  const t = useOrdersT();
  const set = (i: number, patch: Partial<DraftCharge>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="space-y-3">
      {rows.map((c, i) => (
        <div
          key={c.key}
          role="group"
          aria-label={`${t('chargesTitle')} ${i + 1}`}
          className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start"
        >
          <TextField
            containerClassName="col-span-2 sm:col-span-1"
            label={t('chargeName')}
            required
            value={c.name}
            onChange={(e) => set(i, { name: e.target.value })}
            error={errorAt(`charges.${i}.name`)}
          />
          <SelectField
            containerClassName="col-span-2 sm:col-span-1"
            label={t('chargeType')}
            value={c.type}
            onChange={(e) => set(i, { type: e.target.value as DraftCharge['type'] })}
            options={CHARGE_TYPES.map((ct) => ({ value: ct, label: t(`ct_${ct}`) }))}
          />
          <TextField
            label={c.type === 'fixed' ? t('chargeValue') : t('chargePercent')}
            type="number"
            inputMode="decimal"
            min={0}
            max={c.type === 'percentage' ? 100 : undefined}
            step={c.type === 'percentage' ? 0.01 : 1}
            value={c.value}
            onChange={(e) => set(i, { value: e.target.value })}
            error={errorAt(`charges.${i}.value`)}
            hint={c.type === 'percentage' ? formatMoney(amounts[i] ?? 0, 'TZS') : undefined}
          />
          <Button
            variant="ghost"
            size="sm"
            className="mt-6 justify-self-end text-red-700"
            aria-label={t('removeCharge', { n: i + 1 })}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            ✕
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...rows, { key: `charge-${++seq}`, name: '', type: 'fixed', value: '' }])}
      >
        + {t('addCharge')}
      </Button>
    </div>
  );
}
