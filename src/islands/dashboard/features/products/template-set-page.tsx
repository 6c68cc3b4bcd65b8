import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ProductSetInput } from '../../../../lib/catalog-schemas.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { PRODUCT_CATEGORIES } from '../../../../lib/options.ts';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { errorFor } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { SetForm } from './set-form.tsx';
import { SetLoader } from './set-loader.tsx';
import { setPreviewQuery, useSetMutations, type ProductSet } from './sets-api.ts';
import { useCatalogT } from './use-catalog-t.ts';

type Rule = Extract<ProductSetInput, { kind: 'template' }>['rule'];
const num = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : undefined);

/** /products/set/template-based-set: a rule evaluated whenever the set is used, with a live preview. */
export function TemplateSetPage() {
  return (
    <SetLoader>
      {(set) => <TemplateForm key={set?.id ?? 'new'} set={set?.kind === 'template' ? set : undefined} />}
    </SetLoader>
  );
}

function TemplateForm({ set }: { set?: Extract<ProductSet, { kind: 'template' }> }) {
  const t = useCatalogT();
  const ta = useAppT();
  const { save } = useSetMutations();
  const r = set?.rule;
  const [name, setName] = useState(set?.name ?? '');
  const [v, setV] = useState({
    category: r?.category ?? '',
    min: r?.min_price?.toString() ?? '',
    max: r?.max_price?.toString() ?? '',
    inStock: r?.in_stock ?? true,
    newest: r?.newest?.toString() ?? '20',
  });
  const rule: Rule = {
    ...(v.category && { category: v.category as Rule['category'] }),
    min_price: num(v.min),
    max_price: num(v.max),
    in_stock: v.inStock,
    newest: num(v.newest),
  };
  const ruleKey = JSON.stringify(rule);
  const [previewRule, setPreviewRule] = useState(ruleKey);
  useEffect(() => {
    const timer = setTimeout(() => setPreviewRule(ruleKey), 400);
    return () => clearTimeout(timer);
  }, [ruleKey]);
  const preview = useQuery(
    setPreviewQuery({ kind: 'template', name: 'preview', rule: JSON.parse(previewRule) as Rule }, true),
  );
  const numeric = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

  return (
    <SetForm
      title={t('templateTitle')}
      save={save}
      input={{ id: set?.id, kind: 'template', name, rule }}
      name={name}
      onName={setName}
      errorFields={['rule.min_price', 'rule.max_price', 'rule.newest']}
      fields={
        <>
          <h2 className="font-semibold">{t('ruleTitle')}</h2>
          <SelectField
            label={t('categoryLabel')}
            value={v.category}
            onChange={(e) => setV({ ...v, category: e.target.value })}
            placeholder={t('anyCategory')}
          >
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {ta(`cat_${c}`)}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('minPrice')}
              {...numeric}
              value={v.min}
              onChange={(e) => setV({ ...v, min: e.target.value })}
              error={errorFor(save.error, 'rule.min_price')}
            />
            <TextField
              label={t('maxPrice')}
              {...numeric}
              value={v.max}
              onChange={(e) => setV({ ...v, max: e.target.value })}
              error={errorFor(save.error, 'rule.max_price')}
            />
          </div>
          <Checkbox
            label={t('inStockOnly')}
            checked={v.inStock}
            onChange={(e) => setV({ ...v, inStock: e.target.checked })}
          />
          <TextField
            label={t('newestN')}
            {...numeric}
            min={1}
            max={200}
            value={v.newest}
            onChange={(e) => setV({ ...v, newest: e.target.value })}
            error={errorFor(save.error, 'rule.newest')}
          />
        </>
      }
    >
      <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-busy={preview.isFetching}>
        <h2 className="mb-2 font-semibold" role="status">
          {preview.isError ? preview.error.message : t('previewTitle', { count: preview.data?.items.length ?? 0 })}
        </h2>
        <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto text-sm">
          {preview.data?.items.map((p) => (
            <li key={p.id} className="flex justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate">{p.name}</span>
              <span className="shrink-0 text-slate-600">{formatMoney(p.price, 'TZS')}</span>
            </li>
          ))}
        </ul>
      </section>
    </SetForm>
  );
}
