import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../../lib/permissions.ts';
import { formatDate } from '../../../../lib/format.ts';
import { Avatar } from '../../../../ui/avatar.tsx';
import { Button } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { accessSummary } from './access-summary.ts';
import type { StaffMember } from '../../../../lib/contracts/staff.ts';
import { staffQuery } from '../../lib/staff-query.ts';
import { useStaffMutations } from './api.ts';
import { EditAccessDialog } from './edit-access-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';

export function StaffPage() {
  const t = useAppT();
  const lang = useStore($language);
  const user = useUser().data!;
  const staff = useQuery({ ...staffQuery(), enabled: can(user.permissions, 'staffs', 'read') });
  const { revoke, remove } = useStaffMutations();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const may = (action: 'create' | 'update' | 'delete') => can(user.permissions, 'staffs', action);

  if (!can(user.permissions, 'staffs', 'read'))
    return <ErrorBlock message={t('accessDeniedText', { resource: 'staffs' })} />;

  const roleOf = (m: { is_owner?: boolean; is_admin: boolean }) =>
    m.is_owner ? t('owner') : m.is_admin ? t('admin') : t('staffMember');
  const badge = 'ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal text-slate-700';

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title={t('staffTitle')}
        subtitle={t('staffSubtitle')}
        actions={may('create') && <Button onClick={() => setInviting(true)}>{t('inviteStaff')}</Button>}
      />
      {/* No isEmpty: the owner is always listed; the invitation hint sits above them when alone. */}
      <ListState query={staff}>
        {(data) => (
          <>
            {data.members.length <= 1 && data.invitations.length === 0 && (
              <EmptyState
                title={t('noStaff')}
                description={t('noStaffText')}
                action={may('create') && <Button onClick={() => setInviting(true)}>{t('inviteStaff')}</Button>}
              />
            )}
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {data.members.map((m) => (
                <li key={m.user_id} className="flex flex-wrap items-center gap-3 p-4">
                  <Avatar name={m.name} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {m.name} {m.user_id === user.id && <span className="text-sm text-slate-500">({t('you')})</span>}
                      <span className={badge}>{roleOf(m)}</span>
                    </p>
                    <p className="truncate text-sm text-slate-600">{m.email}</p>
                    <p className="mt-1 text-xs text-slate-500">{accessSummary(m, t)}</p>
                  </div>
                  {!m.is_owner && m.user_id !== user.id && (
                    <div className="flex gap-2">
                      {may('update') && (
                        <Button variant="secondary" size="sm" onClick={() => setEditing(m)}>
                          {t('editAccess')}
                        </Button>
                      )}
                      {may('delete') && (
                        <Button variant="ghost" size="sm" onClick={() => setRemoving(m)}>
                          {t('remove')}
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
            {data.invitations.length > 0 && (
              <section>
                <h2 className="mb-2 font-semibold">{t('pendingTitle')}</h2>
                <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
                  {data.invitations.map((i) => (
                    <li key={i.id} className="flex flex-wrap items-center gap-3 p-4">
                      <div className="min-w-0 flex-1 basis-56">
                        <p className="flex items-center font-medium">
                          <span className="truncate">{i.email}</span>
                          <span className={`shrink-0 ${badge}`}>{roleOf(i)}</span>
                        </p>
                        <p className="mt-1 text-xs text-slate-600" data-testid="invitation-access">
                          {t('invitationGrants', { access: accessSummary(i, t) })}
                        </p>
                        <p className="text-xs text-slate-500">
                          {t('expires', { date: formatDate(i.expires_at, 'D MMM YYYY', lang) })}
                        </p>
                      </div>
                      {may('delete') && (
                        <Button
                          variant="ghost"
                          size="sm"
                          loading={revoke.isPending && revoke.variables === i.id}
                          onClick={() => revoke.mutate(i.id, { onSuccess: () => toast({ title: t('revoked') }) })}
                        >
                          {t('revoke')}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </ListState>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {editing && <EditAccessDialog member={editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          open
          onClose={() => setRemoving(null)}
          title={t('removeStaff')}
          message={t('removeConfirm', { name: removing.name })}
          error={remove.error?.message}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.user_id, {
              onSuccess: () => {
                toast({ title: t('removed', { name: removing.name }) });
                setRemoving(null);
              },
            })
          }
          cancelLabel={t('cancel')}
          confirmLabel={t('remove')}
        />
      )}
    </div>
  );
}
