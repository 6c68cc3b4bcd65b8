import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { useAppT } from '../../lib/use-app-t.ts';
import type { Product } from '../../../../lib/contracts/product.ts';
import { productDetailQuery } from './api.ts';
import type { DraftLine } from './order-totals.ts';
import { QuantityInput } from './quantity-input.tsx';
import { useOrdersT } from './use-orders-t.ts';
import { OptionFieldsets, useOptionChoice } from '../../lib/option-picker.tsx';

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
  const product = useQuery(productDetailQuery(productId));
  if (product.isPending) return <InnerSpinner />;
  if (product.isError) return <QueryErrorBlock error={product.error} onRetry={() => void product.refetch()} />;
  return <Choices product={product.data} onBack={onBack} onAdd={onAdd} />;
}

function Choices({
  product: p,
  onBack,
  onAdd,
}: {
  product: Product;
  onBack: () => void;
  onAdd: (line: DraftLine) => void;
}) {
  const t = useOrdersT();
  const ta = useAppT();
  const choice = useOptionChoice(p);
  const [quantity, setQuantity] = useState(1);
  const { variant, picked, unit } = choice;
  const soldOut = p.track_inventory && p.variants.length === 0 && p.stock <= 0;
  const ready = !soldOut && (p.variants.length === 0 || !!variant) && choice.groupsOk && quantity >= 1;

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
      <OptionFieldsets
        product={p}
        choice={choice}
        look="rows"
        radioName="variant"
        words={{
          chooseVariant: t('chooseVariant'),
          stock: (out, count) => (out ? t('stock_out') : t('stockCount', { count })),
          groupHint: (min, max) => (min > 0 ? t('chooseOptions', { min, max }) : t('chooseUpTo', { max })),
        }}
      />
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
