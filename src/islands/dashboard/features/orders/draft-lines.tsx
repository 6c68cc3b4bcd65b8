import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import type { DraftLine } from './order-totals.ts';
import { QuantityInput } from './quantity-input.tsx';
import { useOrdersT } from './use-orders-t.ts';

/** The lines picked so far: name, variant, add-ons, quantity and line total. */
export function DraftLines({ lines, onChange }: { lines: DraftLine[]; onChange: (lines: DraftLine[]) => void }) {
  const t = useOrdersT();
  if (lines.length === 0) return <p className="text-sm text-slate-600">{t('noItems')}</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('itemsTitle')}>
      {lines.map((l, i) => (
        <li key={l.key} className="space-y-2 py-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">
                {l.product_name}
                {l.variant_name && <span className="font-normal text-slate-600"> · {l.variant_name}</span>}
              </p>
              {l.addons.length > 0 && (
                <p className="text-xs text-slate-600">+ {l.addons.map((a) => a.name).join(', ')}</p>
              )}
              <p className="text-xs text-slate-500">{t('eachPrice', { price: formatMoney(l.unit_price, 'TZS') })}</p>
            </div>
            <p className="shrink-0 font-medium">{formatMoney(l.unit_price * l.quantity, 'TZS')}</p>
          </div>
          <div className="flex items-center justify-between gap-2">
            <QuantityInput
              hideLabel
              label={`${t('quantity')}: ${l.product_name}`}
              value={l.quantity}
              onChange={(q) => onChange(lines.map((x, j) => (j === i ? { ...x, quantity: q } : x)))}
            />
            <Button
              variant="ghost"
              size="icon"
              className="text-red-700"
              aria-label={t('removeLine', { name: l.product_name })}
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
            >
              ✕
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
