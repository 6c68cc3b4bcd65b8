import { useState } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import type { PosProductDetail } from './api.ts';
import { lineKey, type CartLine } from './cart.ts';
import { usePosT } from './use-pos-t.ts';

/** A product with variants or add-ons: one tap per choice, then "Add" (quantity is set in the cart). */
export function OptionSheet({
  product,
  onClose,
  onAdd,
}: {
  product: PosProductDetail | null;
  onClose: () => void;
  onAdd: (line: CartLine) => void;
}) {
  const t = usePosT();
  return (
    <Modal open={!!product} onClose={onClose} title={product?.name} closeWithBackdrop className="sm:max-w-md">
      {product && <Options key={product.id} product={product} onClose={onClose} onAdd={onAdd} />}
      {!product && <span className="sr-only">{t('options')}</span>}
    </Modal>
  );
}

function Options({
  product: p,
  onClose,
  onAdd,
}: {
  product: PosProductDetail;
  onClose: () => void;
  onAdd: (line: CartLine) => void;
}) {
  const t = usePosT();
  const [variantId, setVariantId] = useState<string | null>(() => {
    const inStock = p.variants.filter((v) => !p.track_inventory || v.stock > 0);
    return inStock.length === 1 ? inStock[0]!.id : null;
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const variant = p.variants.find((v) => v.id === variantId);
  const picked = p.addon_groups.flatMap((g) => g.options).filter((o) => chosen.includes(o.id));
  const unit = (variant?.price ?? p.price) + picked.reduce((s, o) => s + o.price, 0);
  const countIn = (gid: string) =>
    p.addon_groups.find((g) => g.id === gid)!.options.filter((o) => chosen.includes(o.id)).length;
  const ready =
    (p.variants.length === 0 || !!variant) &&
    p.addon_groups.every((g) => countIn(g.id) >= g.min && countIn(g.id) <= g.max);
  const toggle = (gid: string, id: string) => {
    const group = p.addon_groups.find((g) => g.id === gid)!;
    setChosen((c) => {
      if (c.includes(id)) return c.filter((x) => x !== id);
      // A one-choice group behaves like radio buttons: the new tap replaces the old one.
      if (group.max === 1) return [...c.filter((x) => !group.options.some((o) => o.id === x)), id];
      return countIn(gid) >= group.max ? c : [...c, id];
    });
  };
  const tile =
    'flex min-h-12 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:opacity-50';

  return (
    <div className="space-y-4">
      {p.variants.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{t('chooseVariant')}</legend>
          {p.variants.map((v) => {
            const out = p.track_inventory && v.stock <= 0;
            return (
              <label key={v.id} className={tile}>
                <input
                  type="radio"
                  name="pos-variant"
                  className="h-5 w-5 accent-brand-600"
                  disabled={out}
                  checked={variantId === v.id}
                  onChange={() => setVariantId(v.id)}
                />
                <span className="flex-1">{v.name}</span>
                <span className="text-right text-slate-700">
                  {formatMoney(v.price, 'TZS')}
                  {p.track_inventory && (
                    <span className="block text-xs text-slate-500">
                      {out ? t('soldOut') : t('inStock', { count: v.stock })}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {p.addon_groups.map((g) => (
        <fieldset key={g.id} className="space-y-2">
          <legend className="mb-1 text-sm font-medium">
            {g.name}{' '}
            <span className="font-normal text-slate-500">
              ({g.min > 0 ? t('chooseOptions', { min: g.min, max: g.max }) : t('chooseUpTo', { max: g.max })})
            </span>
          </legend>
          {g.options.map((o) => {
            const on = chosen.includes(o.id);
            return (
              <label key={o.id} className={tile}>
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-600"
                  checked={on}
                  disabled={!on && g.max > 1 && countIn(g.id) >= g.max}
                  onChange={() => toggle(g.id, o.id)}
                />
                <span className="flex-1">{o.name}</span>
                <span className="text-slate-700">+{formatMoney(o.price, 'TZS')}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
      <div className="flex items-center justify-end gap-2 border-t border-slate-100 pt-3">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          size="lg"
          disabled={!ready}
          onClick={() => {
            const ids = picked.map((o) => o.id);
            onAdd({
              key: lineKey(p.id, variant?.id, ids),
              product_id: p.id,
              name: p.name,
              variant_id: variant?.id,
              variant_name: variant?.name,
              addon_option_ids: ids,
              addon_names: picked.map((o) => o.name),
              unit_price: unit,
              quantity: 1,
            });
            onClose();
          }}
        >
          {t('addToCart')} · {formatMoney(unit, 'TZS')}
        </Button>
      </div>
    </div>
  );
}
