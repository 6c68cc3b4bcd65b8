import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { productListQuery, type ProductSummary } from './api.ts';
import { SetForm } from './set-form.tsx';
import { SetLoader } from './set-loader.tsx';
import { setPreviewQuery, useSetMutations, type ProductSet } from './sets-api.ts';
import { useCatalogT } from './use-catalog-t.ts';

type Picked = Pick<ProductSummary, 'id' | 'name' | 'price'>;

/** /products/set/single-set-collection: hand-picked products in the order the chat shows them. */
export function CollectionSetPage() {
  return (
    <SetLoader>
      {(set) => <CollectionForm key={set?.id ?? 'new'} set={set?.kind === 'collection' ? set : undefined} />}
    </SetLoader>
  );
}

function CollectionForm({ set }: { set?: Extract<ProductSet, { kind: 'collection' }> }) {
  const t = useCatalogT();
  const { save } = useSetMutations();
  const [name, setName] = useState(set?.name ?? '');
  const [q, setQ] = useState('');
  const search = useQuery(productListQuery({ page: 1, q: useDeferredValue(q.trim()) || undefined }));
  // The saved products, with names and prices, come from the server's evaluation of the set.
  const saved = useQuery(
    setPreviewQuery({ kind: 'collection', name: 'x', product_ids: set?.product_ids ?? [] }, !!set?.product_ids.length),
  );
  const [chosen, setChosen] = useState<Picked[] | null>(null);
  const list = chosen ?? saved.data?.items ?? [];
  const update = (next: Picked[]) => setChosen(next);
  const move = (i: number, by: number) => {
    const next = [...list];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    update(next);
  };

  return (
    <SetForm
      title={t('collectionTitle')}
      save={save}
      input={{ id: set?.id, kind: 'collection', name, product_ids: list.map((p) => p.id) }}
      name={name}
      onName={setName}
      errorFields={[]}
      fields={
        <div>
          <h2 className="mb-2 text-sm font-semibold">{t('chosenProducts')}</h2>
          {list.length === 0 && <p className="text-sm text-slate-600">{t('noneChosen')}</p>}
          <ol className="divide-y divide-slate-100">
            {list.map((p, i) => (
              <li key={p.id} className="flex items-center gap-1 py-1.5 text-sm">
                <span className="w-6 text-slate-500">{i + 1}.</span>
                <span className="min-w-0 flex-1 truncate">{p.name}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('moveUp', { name: p.name })}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('moveDown', { name: p.name })}
                  disabled={i === list.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-red-700"
                  aria-label={t('removeFromSet', { name: p.name })}
                  onClick={() => update(list.filter((x) => x.id !== p.id))}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ol>
        </div>
      }
    >
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <TextField
          label={t('search')}
          type="search"
          placeholder={t('searchProducts')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        {search.isError && <p className="text-sm text-red-700">{search.error.message}</p>}
        <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto">
          {search.data?.items
            .filter((p) => !list.some((c) => c.id === p.id))
            .map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2 py-1.5 text-sm">
                <span className="min-w-0 truncate">
                  {p.name} <span className="text-slate-500">· {formatMoney(p.price, 'TZS')}</span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('addToSet', { name: p.name })}
                  onClick={() => update([...list, p])}
                >
                  +
                </Button>
              </li>
            ))}
        </ul>
      </section>
    </SetForm>
  );
}
