import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { customerSearchQuery } from './api.ts';
import { useOrdersT } from './use-orders-t.ts';

/** An existing customer (id), a new one (phone and name, found or created by the server), or none. */
export type CustomerChoice = { id?: string; name: string; phone: string } | null;
type Props = { value: CustomerChoice; onChange: (v: CustomerChoice) => void; phoneError?: string };

export function CustomerPicker({ value, onChange, phoneError }: Props) {
  const t = useOrdersT();
  const ta = useAppT();
  const mayRead = can(useUser().data!.permissions, 'customers', 'read');
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(!mayRead);
  const hits = useQuery({ ...customerSearchQuery(q), enabled: mayRead && !value?.id && q.trim().length >= 2 });

  if (value?.id) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 p-3">
        <div className="min-w-0">
          <p className="truncate font-medium">{value.name || value.phone}</p>
          {value.name && <p className="text-sm text-slate-600">{value.phone}</p>}
        </div>
        <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
          {t('changeCustomer')}
        </Button>
      </div>
    );
  }
  if (creating) {
    return (
      <div className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('customerPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint={ta('phoneHint')}
            value={value?.phone ?? ''}
            onChange={(e) => onChange({ name: value?.name ?? '', phone: e.target.value })}
            error={phoneError}
          />
          <TextField
            label={t('customerName')}
            autoComplete="off"
            value={value?.name ?? ''}
            onChange={(e) => onChange({ phone: value?.phone ?? '', name: e.target.value })}
          />
        </div>
        {mayRead && (
          <Button variant="ghost" size="sm" onClick={() => (setCreating(false), onChange(null))}>
            ← {t('findCustomer')}
          </Button>
        )}
      </div>
    );
  }
  const items = hits.data?.items ?? [];
  return (
    <div className="space-y-2">
      <TextField
        label={t('findCustomer')}
        type="search"
        hint={t('noCustomerHint')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {q.trim().length >= 2 && hits.data && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t('customerTitle')}>
          {items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-2 p-3 text-left text-sm hover:bg-slate-50"
                onClick={() => onChange({ id: c.id, name: c.name, phone: c.phone })}
              >
                <span className="min-w-0 truncate font-medium">{c.name || c.phone}</span>
                <span className="shrink-0 text-slate-600">{c.phone}</span>
              </button>
            </li>
          ))}
          {items.length === 0 && <li className="p-3 text-sm text-slate-600">{t('noCustomerFound')}</li>}
        </ul>
      )}
      {hits.isError && <p className="text-sm text-red-700">{hits.error.message}</p>}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setCreating(true);
          onChange({ name: /\d/.test(q) ? '' : q.trim(), phone: /\d/.test(q) ? q.trim() : '' });
        }}
      >
        + {t('newCustomer')}
      </Button>
    </div>
  );
}
