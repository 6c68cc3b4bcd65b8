import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { productSearchQuery } from './api.ts';
import { LineConfig } from './line-config.tsx';
import type { DraftLine } from './order-totals.ts';
import { useOrdersT } from './use-orders-t.ts';

/** Step 1: find an active product; step 2: its variant, add-ons and quantity. */
export function ProductPicker({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (line: DraftLine) => void;
}) {
  const t = useOrdersT();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const [picked, setPicked] = useState<string | null>(null);
  const list = useQuery({ ...productSearchQuery(deferred), enabled: open });
  const close = () => {
    setPicked(null);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('addItem')} className="sm:max-w-xl">
      {picked ? (
        <LineConfig
          productId={picked}
          onBack={() => setPicked(null)}
          onAdd={(line) => {
            onAdd(line);
            close();
          }}
        />
      ) : (
        <div className="space-y-3">
          <TextField
            label={t('findProduct')}
            type="search"
            autoFocus
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <ListState query={list} isEmpty={(d) => d.items.length === 0} empty={{ title: t('noActiveProducts') }}>
            {(d) => (
              <ul
                className="max-h-[55vh] divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
                aria-label={t('itemsTitle')}
              >
                {d.items.map((p) => {
                  // Not disabled here: with variants the stock that counts is theirs, checked in the next step.
                  const out = p.track_inventory && p.stock <= 0;
                  return (
                    <li key={p.id}>
                      <button
                        type="button"
                        onClick={() => setPicked(p.id)}
                        className="flex w-full items-center gap-3 p-2.5 text-left hover:bg-slate-50 disabled:opacity-50"
                      >
                        {p.thumbnail_url ? (
                          <img src={p.thumbnail_url} alt="" className="h-10 w-10 shrink-0 rounded object-cover" />
                        ) : (
                          <span className="h-10 w-10 shrink-0 rounded bg-slate-100" />
                        )}
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{p.name}</span>
                          <span className="block text-xs text-slate-500">
                            {out
                              ? t('stock_out')
                              : p.track_inventory
                                ? t('stockCount', { count: p.stock })
                                : t('stock_untracked')}
                          </span>
                        </span>
                        <span className="shrink-0 text-sm">{formatMoney(p.price, 'TZS')}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </ListState>
        </div>
      )}
    </Modal>
  );
}
