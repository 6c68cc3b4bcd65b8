import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import type { DraftCharge } from './order-totals.ts';
import { useOrdersT } from './use-orders-t.ts';
import { ChargeRow } from '../../lib/charge-row.tsx';

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
        <ChargeRow
          key={c.key}
          charge={c}
          index={i}
          onChange={(patch) => set(i, patch)}
          onRemove={() => onChange(rows.filter((_, j) => j !== i))}
          errorAt={errorAt}
          words={{
            group: t('chargesTitle'),
            name: t('chargeName'),
            type: t('chargeType'),
            typeLabel: (ct) => t(`ct_${ct}`),
            amount: t('chargeValue'),
            percent: t('chargePercent'),
            remove: t('removeCharge', { n: i + 1 }),
          }}
          valueHint={c.type === 'percentage' ? formatMoney(amounts[i] ?? 0, 'TZS') : undefined}
        />
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
