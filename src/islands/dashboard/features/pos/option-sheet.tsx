import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import type { PosProductDetail } from './api.ts';
import { lineKey, type CartLine } from './cart.ts';
import { usePosT } from './use-pos-t.ts';
import { OptionFieldsets, useOptionChoice } from '../../lib/option-picker.tsx';

/** One variant left in stock is chosen already: the cashier only confirms it. */
function onlyVariantInStock(p: PosProductDetail) {
  const inStock = p.variants.filter((v) => !p.track_inventory || v.stock > 0);
  return inStock.length === 1 ? inStock[0]!.id : null;
}

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
  const choice = useOptionChoice(p, {
    initialVariantId: onlyVariantInStock(p),
    oneTapSwaps: true,
  });
  const { variant, picked, unit } = choice;
  const ready = (p.variants.length === 0 || !!variant) && choice.groupsOk;

  return (
    <div className="space-y-4">
      <OptionFieldsets
        product={p}
        choice={choice}
        look="tiles"
        radioName="pos-variant"
        words={{
          chooseVariant: t('chooseVariant'),
          stock: (out, count) => (out ? t('soldOut') : t('inStock', { count })),
          groupHint: (min, max) => (min > 0 ? t('chooseOptions', { min, max }) : t('chooseUpTo', { max })),
        }}
      />
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
