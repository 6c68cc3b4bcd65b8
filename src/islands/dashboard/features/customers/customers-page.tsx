import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { customerListQuery, PAGE_SIZE } from './api.ts';
import { CustomerList } from './customer-list.tsx';
import { useCustomersT } from './use-customers-t.ts';

/** /customers: search by name or phone (spec 3), newest first, pages on the server. */
export function CustomersPage() {
  const t = useCustomersT();
  const list = useListParams(['q', 'by']);
  const { q, by } = list.values;
  const customers = useQuery(
    customerListQuery({ page: list.page, q, by: by === 'name' || by === 'phone' ? by : undefined }),
  );
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('customersTitle')}
        subtitle={t('customersSubtitle')}
        actions={
          <Link to="/dashboard/customers/customers-segments" className={buttonClasses({ variant: 'secondary' })}>
            {t('segmentsLink')}
          </Link>
        }
      />
      {/* Stacked on a phone: an 8rem select cut its choices off ("Name or …"). */}
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_12rem]">
        <TextField
          label={t('search')}
          type="search"
          placeholder={t('by_any')}
          value={list.text}
          onChange={(e) => list.setText(e.target.value)}
        />
        <SelectField
          label={t('searchBy')}
          value={by ?? ''}
          onChange={(e) => list.setFilter('by', e.target.value)}
          options={[
            { value: '', label: t('by_any') },
            { value: 'name', label: t('by_name') },
            { value: 'phone', label: t('by_phone') },
          ]}
        />
      </div>
      <ListState
        query={customers}
        isEmpty={(d) => d.total === 0}
        empty={{ title: t('noCustomers'), description: t('noCustomersText') }}
        // "Search by" alone narrows nothing: only a search can leave a shop with customers an empty list.
        filtered={!!q}
        onClearFilters={list.reset}
        count={(d) =>
          d.total_capped
            ? t('customerCountCapped', { count: d.total })
            : d.total === 1
              ? t('customerCountOne')
              : t('customerCount', { count: d.total })
        }
        paging={(d) => ({ page: d.page, total: d.total, pageSize: PAGE_SIZE, onPage: list.setPage })}
      >
        {(d) => <CustomerList customers={d.items} />}
      </ListState>
    </div>
  );
}
