import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../../lib/permissions.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { HeaderActions } from '../../lib/header-actions.tsx';
import { expenseSummaryQuery } from './api.ts';
import { ExpenseForm } from './expense-form.tsx';
import { MonthGlance } from './month-glance.tsx';
import { ProfitSection } from './profit-section.tsx';
import { RecurringList } from './recurring-list.tsx';
import { useExpensesT } from './use-expenses-t.ts';

/** /dashboard/expenses: this month at a glance, the monthly expenses, and profit by month (issue 16). */
export function ExpensesPage() {
  const t = useExpensesT();
  const user = useUser().data!;
  const mayCreate = can(user.permissions, 'transactions', 'create');
  const summary = useQuery(expenseSummaryQuery());
  const [adding, setAdding] = useState(false);

  return (
    <div className="max-w-3xl space-y-5">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <HeaderActions
            links={[{ to: '/dashboard/expenses/expenses-records', label: t('records') }]}
            add={mayCreate && { label: t('add'), onClick: () => setAdding(true) }}
          />
        }
      />
      <ListState
        query={summary}
        loadingLabel={t('loading')}
        errorMessage={t('loadFailed')}
        isEmpty={(d) => d.by_category.length === 0 && d.last_month.by_category.length === 0}
        empty={{ title: t('nothingThisMonth'), description: t('nothingThisMonthText') }}
      >
        {(data) => <MonthGlance summary={data} t={t} />}
      </ListState>
      <RecurringList
        t={t}
        mayUpdate={can(user.permissions, 'transactions', 'update')}
        mayDelete={can(user.permissions, 'transactions', 'delete')}
      />
      <ProfitSection t={t} />
      {adding && <ExpenseForm onClose={() => setAdding(false)} />}
    </div>
  );
}
