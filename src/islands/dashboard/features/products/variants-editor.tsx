import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { emptyVariant, type VariantRow } from './product-form-values.ts';
import { RemoveRowButton } from '../../lib/remove-row-button.tsx';
import { useCatalogT } from './use-catalog-t.ts';
import { WholeNumberField } from '../../lib/whole-number-field.tsx';

type Props = {
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  basePrice: string;
  trackStock: boolean;
  errorAt: (field: string) => string | undefined;
};

/** Rows of name, price, stock and SKU; a phone shows each row as a small card. */
export function VariantsEditor({ rows, onChange, basePrice, trackStock, errorAt }: Props) {
  const t = useCatalogT();
  const set = (i: number, patch: Partial<VariantRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{t('variantsTitle')}</legend>
      <p className="text-sm text-slate-600">{t('variantsHint')}</p>
      {rows.map((r, i) => (
        <div
          key={r.key}
          role="group"
          aria-label={t('variantN', { n: i + 1 })}
          className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] sm:items-start"
        >
          <TextField
            containerClassName="col-span-2 sm:col-span-1"
            label={t('variantName')}
            required
            value={r.name}
            onChange={(e) => set(i, { name: e.target.value })}
            error={errorAt(`variants.${i}.name`)}
            placeholder="M / Red"
          />
          <WholeNumberField
            label={t('priceTzs')}
            required
            value={r.price}
            onChange={(e) => set(i, { price: e.target.value })}
            error={errorAt(`variants.${i}.price`)}
          />
          <WholeNumberField
            label={t('costPriceTzs')}
            value={r.cost}
            onChange={(e) => set(i, { cost: e.target.value })}
            error={errorAt(`variants.${i}.cost_price`)}
          />
          <WholeNumberField
            label={t('stock')}
            disabled={!trackStock}
            value={r.stock}
            onChange={(e) => set(i, { stock: e.target.value })}
            error={errorAt(`variants.${i}.stock`)}
          />
          <TextField
            label={t('sku')}
            value={r.sku}
            onChange={(e) => set(i, { sku: e.target.value })}
            error={errorAt(`variants.${i}.sku`)}
          />
          <RemoveRowButton
            label={t('removeVariant', { n: i + 1 })}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rows, emptyVariant(basePrice)])}>
        + {t('addVariant')}
      </Button>
    </fieldset>
  );
}
