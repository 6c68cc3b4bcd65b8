import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ProductSetInput } from '../../../../lib/catalog-schemas.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { PRODUCT_CATEGORIES } from '../../../../lib/options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';
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
  const navigate = useNavigate();
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: set?.id, kind: 'template', name, rule },
      { onSuccess: () => (toast({ title: t('setSaved'), variant: 'success' }), navigate('/dashboard/products/set')) },
    );
  };
  const general = generalError(save.error, ['name', 'rule.min_price', 'rule.max_price', 'rule.newest']);
  const numeric = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-4">
      <Link to="/dashboard/products/set" className="text-sm text-brand-700 hover:underline">
        ← {t('backToSets')}
      </Link>
      <PageHeader title={t('templateTitle')} />
      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <TextField
          label={t('setName')}
          required
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errorFor(save.error, 'name')}
        />
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
      </section>
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
      {general && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {general}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {ta('save')}
        </Button>
      </div>
    </form>
  );
}
