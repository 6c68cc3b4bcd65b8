import { useState, type FormEvent, type ReactNode } from 'react';
import { PRODUCT_CATEGORIES } from '../../../../lib/options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { errorFor, formError } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { AddonGroupsEditor } from './addon-groups-editor.tsx';
import type { Product } from './api.ts';
import { ImageManager } from './image-manager.tsx';
import type { ProductFormValues } from './product-form-values.ts';
import { useCatalogT } from './use-catalog-t.ts';
import { VariantsEditor } from './variants-editor.tsx';
import { FIXED_BAR } from '../../../../ui/fixed-bar.ts';

type Props = {
  initial: ProductFormValues;
  product?: Product;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (values: ProductFormValues, queuedImages: File[]) => void;
};

const FIELDS = [
  'name',
  'description',
  'price',
  'cost_price',
  'category',
  'sku',
  'status',
  'stock',
  'low_stock_threshold',
];

function Section({ children }: { children: ReactNode }) {
  return <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">{children}</section>;
}

export function ProductForm({ initial, product, pending, error, submitLabel, onSubmit }: Props) {
  const t = useCatalogT();
  const ta = useAppT();
  const [v, setV] = useState(initial);
  const [queued, setQueued] = useState<File[]>([]);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setV((prev) => ({ ...prev, [key]: value }));
  const err = (field: string) => errorFor(error, field);
  const parsed = formError(error);
  const nested = parsed?.field && !FIELDS.includes(parsed.field);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(v, queued);
  };
  const num = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-4">
      <Section>
        <TextField
          label={t('productName')}
          name="name"
          required
          maxLength={200}
          value={v.name}
          onChange={(e) => set('name', e.target.value)}
          error={err('name')}
        />
        <Textarea
          label={t('description')}
          name="description"
          maxLength={5000}
          rows={3}
          value={v.description}
          onChange={(e) => set('description', e.target.value)}
          error={err('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('priceTzs')}
            name="price"
            required
            {...num}
            hint={t('priceHint')}
            value={v.price}
            onChange={(e) => set('price', e.target.value)}
            error={err('price')}
          />
          <TextField
            label={t('costPriceTzs')}
            name="cost_price"
            {...num}
            hint={t('costPriceHint')}
            value={v.cost_price}
            onChange={(e) => set('cost_price', e.target.value)}
            error={err('cost_price')}
          />
          <SelectField
            label={t('categoryLabel')}
            name="category"
            required
            placeholder={t('chooseCategory')}
            value={v.category}
            onChange={(e) => set('category', e.target.value as ProductFormValues['category'])}
            error={err('category')}
          >
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {ta(`cat_${c}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('sku')}
            name="sku"
            maxLength={64}
            hint={t('skuHint')}
            value={v.sku}
            onChange={(e) => set('sku', e.target.value)}
            error={err('sku')}
          />
          <SelectField
            label={t('statusLabel')}
            name="status"
            hint={t('statusHint')}
            value={v.status}
            onChange={(e) => set('status', e.target.value as ProductFormValues['status'])}
            options={[
              { value: 'active', label: t('status_active') },
              { value: 'draft', label: t('status_draft') },
            ]}
          />
        </div>
      </Section>
      <Section>
        <ImageManager productId={product?.id} images={product?.images ?? []} queued={queued} onQueue={setQueued} />
      </Section>
      <Section>
        <h2 className="font-semibold">{t('inventoryTitle')}</h2>
        <Checkbox
          label={t('trackInventory')}
          checked={v.track_inventory}
          onChange={(e) => set('track_inventory', e.target.checked)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {v.variants.length === 0 ? (
            <TextField
              label={t('stock')}
              name="stock"
              {...num}
              disabled={!v.track_inventory}
              value={v.stock}
              onChange={(e) => set('stock', e.target.value)}
              error={err('stock')}
            />
          ) : (
            <p className="text-sm text-slate-600 sm:col-span-2">{t('stockFromVariants')}</p>
          )}
          <TextField
            label={t('lowStockAt')}
            name="low_stock_threshold"
            {...num}
            disabled={!v.track_inventory}
            value={v.low_stock_threshold}
            onChange={(e) => set('low_stock_threshold', e.target.value)}
            error={err('low_stock_threshold')}
          />
        </div>
      </Section>
      <Section>
        <VariantsEditor
          rows={v.variants}
          onChange={(rows) => set('variants', rows)}
          basePrice={v.price}
          trackStock={v.track_inventory}
          errorAt={err}
        />
      </Section>
      <Section>
        <AddonGroupsEditor groups={v.addon_groups} onChange={(groups) => set('addon_groups', groups)} errorAt={err} />
      </Section>
      {parsed && (!parsed.field || nested) && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {parsed.message}
        </p>
      )}
      {parsed?.field && !nested && (
        <p role="alert" className="text-sm text-red-700">
          {t('fixErrors')}
        </p>
      )}
      <div
        {...FIXED_BAR}
        className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-white/95 p-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0"
      >
        <Button type="submit" loading={pending} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
