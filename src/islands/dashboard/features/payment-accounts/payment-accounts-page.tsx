import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { BackLink } from '../../lib/back-link.tsx';
import { AccountCard } from './account-card.tsx';
import { AccountForm } from './account-form.tsx';
import { paymentAccountsQuery, providersQuery, type PaymentAccountDto } from './api.ts';
import { usePaymentAccountsT } from './use-payment-accounts-t.ts';

/** /dashboard/settings/payments: the providers a shop collects mobile money through (issue 15). */
export function PaymentAccountsPage() {
  const t = usePaymentAccountsT();
  const permissions = useUser().data?.permissions;
  const list = useQuery(paymentAccountsQuery());
  const providers = useQuery(providersQuery());
  // null: the dialog is closed; 'new': linking; an account: editing it.
  const [editing, setEditing] = useState<PaymentAccountDto | 'new' | null>(null);
  const mayLink = can(permissions, 'transactions', 'create');
  const rights = {
    update: can(permissions, 'transactions', 'update'),
    remove: can(permissions, 'transactions', 'delete'),
  };

  return (
    <div className="max-w-2xl space-y-4">
      <BackLink to="/dashboard/settings" label={t('back')} />
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={mayLink && providers.data ? <Button onClick={() => setEditing('new')}>{t('link')}</Button> : undefined}
      />
      <ListState
        query={list}
        loadingLabel={t('loading')}
        errorMessage={t('loadFailed')}
        isEmpty={(d) => d.length === 0}
        empty={{ title: t('empty'), description: t('emptyText') }}
      >
        {(accounts) => (
          <ul className="space-y-3">
            {accounts.map((account) => (
              <AccountCard key={account.id} account={account} rights={rights} onEdit={() => setEditing(account)} />
            ))}
          </ul>
        )}
      </ListState>
      {editing && providers.data && (
        <AccountForm
          providers={providers.data}
          account={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
