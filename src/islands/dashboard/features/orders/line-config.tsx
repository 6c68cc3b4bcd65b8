import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { useAppT } from '../../lib/use-app-t.ts';
import { productDetailQuery } from './api.ts';
import type { DraftLine } from './order-totals.ts';
import { QuantityInput } from './quantity-input.tsx';
import { useOrdersT } from './use-orders-t.ts';

let seq = 0;

/** Variant, add-ons within each group's min and max, and quantity; the unit price follows the choices. */
export function LineConfig({
  productId,
  onBack,
  onAdd,
}: {
  productId: string;
  onBack: () => void;
  onAdd: (line: DraftLine) => void;
}) {
  const t = useOrdersT();
  const ta = useAppT();
  const product = useQuery(productDetailQuery(productId));
  const [variantId, setVariantId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [quantity, setQuantity] = useState(1);

  if (product.isPending) return <InnerSpinner />;
  if (product.isError) return <QueryErrorBlock error={product.error} onRetry={() => void product.refetch()} />;
  const p = product.data;
  const variant = p.variants.find((v) => v.id === variantId);
  const options = p.addon_groups.flatMap((g) => g.options);
  const picked = options.filter((o) => chosen.includes(o.id));
  const unit = (variant?.price ?? p.price) + picked.reduce((s, o) => s + o.price, 0);
  const countIn = (gid: string) =>
    p.addon_groups.find((g) => g.id === gid)!.options.filter((o) => chosen.includes(o.id)).length;
  const groupsOk = p.addon_groups.every((g) => countIn(g.id) >= g.min && countIn(g.id) <= g.max);
  const soldOut = p.track_inventory && p.variants.length === 0 && p.stock <= 0;
  const ready = !soldOut && (p.variants.length === 0 || !!variant) && groupsOk && quantity >= 1;
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <div className="space-y-4">
      <div>
        <p className="font-semibold">{p.name}</p>
        <p className="text-sm text-slate-600">
          {formatMoney(p.price, 'TZS')}
          {p.track_inventory &&
            p.variants.length === 0 &&
            ` · ${soldOut ? t('stock_out') : t('stockCount', { count: p.stock })}`}
        </p>
      </div>
      {p.variants.length > 0 && (
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium">{t('chooseVariant')}</legend>
          {p.variants.map((v) => {
            const out = p.track_inventory && v.stock <= 0;
            return (
              <label
                key={v.id}
                className="flex min-h-11 items-center gap-3 rounded-md px-2 text-sm has-checked:bg-brand-50 has-disabled:opacity-50"
              >
                <input
                  type="radio"
                  name="variant"
                  className="h-5 w-5 accent-brand-600"
                  disabled={out}
                  checked={variantId === v.id}
                  onChange={() => setVariantId(v.id)}
                />
                <span className="flex-1">{v.name}</span>
                <span className="text-slate-600">
                  {formatMoney(v.price, 'TZS')}
                  {p.track_inventory && (
                    <span className="block text-right text-xs">
                      {out ? t('stock_out') : t('stockCount', { count: v.stock })}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {p.addon_groups.map((g) => (
        <fieldset key={g.id} className="space-y-1">
          <legend className="mb-1 text-sm font-medium">
            {g.name}{' '}
            <span className="font-normal text-slate-500">
              ({g.min > 0 ? t('chooseOptions', { min: g.min, max: g.max }) : t('chooseUpTo', { max: g.max })})
            </span>
          </legend>
          {g.options.map((o) => {
            const on = chosen.includes(o.id);
            return (
              <label
                key={o.id}
                className="flex min-h-11 items-center gap-3 rounded-md px-2 text-sm has-checked:bg-brand-50 has-disabled:opacity-50"
              >
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-600"
                  checked={on}
                  disabled={!on && countIn(g.id) >= g.max}
                  onChange={() => toggle(o.id)}
                />
                <span className="flex-1">{o.name}</span>
                <span className="text-slate-600">+{formatMoney(o.price, 'TZS')}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
      <QuantityInput value={quantity} onChange={setQuantity} label={t('quantity')} />
      <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <Button variant="ghost" onClick={onBack}>
          ← {ta('back')}
        </Button>
        <Button
          disabled={!ready}
          onClick={() =>
            onAdd({
              key: `line-${++seq}`,
              product_id: p.id,
              product_name: p.name,
              variant_id: variant?.id,
              variant_name: variant?.name,
              addon_option_ids: picked.map((o) => o.id),
              addons: picked.map((o) => ({ name: o.name, price: o.price })),
              unit_price: unit,
              quantity,
            })
          }
        >
          {t('addToOrder')} · {formatMoney(unit * quantity, 'TZS')}
        </Button>
      </div>
    </div>
  );
}
