import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../lib/permissions.ts';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { formError } from '../../lib/form-error.ts';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { useSyncTemplates, whatsappTemplatesQuery } from './api.ts';
import { TemplateCard } from './template-card.tsx';
import { TemplateForm } from './template-form.tsx';
import { useWhatsappTemplatesT } from './use-whatsapp-templates-t.ts';

/** /dashboard/marketing/whatsapp/templates: the number's templates with Meta's review state (issue 27). */
export function WhatsappTemplatesPage() {
  const t = useWhatsappTemplatesT();
  const permissions = useUser().data?.permissions;
  const list = useQuery(whatsappTemplatesQuery());
  const sync = useSyncTemplates();
  const [creating, setCreating] = useState(false);
  const connected = list.data ? list.data.waba_id !== null : true;
  const maySync = can(permissions, 'campaigns', 'update') && connected;
  const mayCreate = can(permissions, 'campaigns', 'create') && connected;

  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: (answer) => toast({ title: t('synced', { count: answer.synced }), variant: 'success' }),
      onError: (error) => toast({ title: formError(error)?.message ?? t('loadFailed'), variant: 'danger' }),
    });

  const actions =
    maySync || mayCreate ? (
      <div className="flex flex-wrap gap-2">
        {maySync && (
          <Button variant="secondary" onClick={runSync} loading={sync.isPending}>
            {t('sync')}
          </Button>
        )}
        {mayCreate && <Button onClick={() => setCreating(true)}>{t('create')}</Button>}
      </div>
    ) : undefined;

  return (
    <div className="max-w-2xl space-y-4">
      <BackLink to="/dashboard/marketing" label={t('back')} />
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={actions} />
      {list.data && list.data.waba_id === null && (
        <div role="status" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
          <p>{t('notConnected')}</p>
          <Link to="/dashboard/connect" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('connect')}
          </Link>
        </div>
      )}
      <ListState
        query={list}
        loadingLabel={t('loading')}
        errorMessage={t('loadFailed')}
        isEmpty={(d) => d.items.length === 0}
        empty={{ title: t('empty'), description: t('emptyText') }}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.items.map((template) => (
              <TemplateCard key={template.id} t={t} template={template} />
            ))}
          </ul>
        )}
      </ListState>
      {creating && <TemplateForm onClose={() => setCreating(false)} />}
    </div>
  );
}
