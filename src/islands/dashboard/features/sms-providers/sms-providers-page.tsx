import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { AccountCard } from './account-card.tsx';
import { AccountForm } from './account-form.tsx';
import { smsAccountsQuery, smsProvidersQuery, type SmsAccountDto } from './api.ts';
import { useSmsProvidersT } from './use-sms-providers-t.ts';

/** /dashboard/marketing/sms/campaign/providers: the SMS gateways a shop sends through (issue 27). */
export function SmsProvidersPage() {
  const t = useSmsProvidersT();
  const permissions = useUser().data?.permissions;
  const list = useQuery(smsAccountsQuery());
  const providers = useQuery(smsProvidersQuery());
  // null: the dialog is closed; 'new': linking; an account: editing it.
  const [editing, setEditing] = useState<SmsAccountDto | 'new' | null>(null);
  const mayLink = can(permissions, 'campaigns', 'create');
  const rights = {
    update: can(permissions, 'campaigns', 'update'),
    remove: can(permissions, 'campaigns', 'delete'),
  };

  return (
    <div className="max-w-2xl space-y-4">
      <BackLink to="/dashboard/marketing/sms/campaign" label={t('back')} />
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
