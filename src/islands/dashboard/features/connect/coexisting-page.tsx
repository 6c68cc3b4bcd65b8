import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { can } from '../../../../lib/permissions.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUser } from '../../lib/session.ts';
import { connectionQuery } from './api.ts';
import { ConnectionCard } from './connection-card.tsx';
import { EmbeddedSignupCard } from './embedded-signup-card.tsx';
import { SyncPanel } from './sync-panel.tsx';
import { useConnectT } from './use-connect-t.ts';
import { LoadState } from '../../lib/load-state.tsx';
import { BackLink } from '../../lib/back-link.tsx';

// Business app numbers are not registered, so there is no PIN to show.
const ignorePin = () => {};
const NEEDS = ['coexistNeed1', 'coexistNeed2', 'coexistNeed3', 'coexistNeed4'] as const;

/** /connect/whatsapp-coexisting: a number that stays in the WhatsApp Business app, then its syncs. */
export function CoexistingPage() {
  const t = useConnectT();
  const perms = useUser().data!.permissions;
  const connection = useQuery(connectionQuery());
  const account = connection.data?.account;

  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/connect" label={t('backToConnect')} />
      <PageHeader title={t('coexistTitle')} subtitle={t('coexistSubtitle')} />
      <LoadState query={connection} t={t}>
        {(data) =>
          account?.mode === 'coexistence' ? (
            <>
              <SyncPanel account={account} canUpdate={can(perms, 'whatsapp_interactions', 'update')} />
              <ConnectionCard
                connection={data}
                account={account}
                canDelete={can(perms, 'whatsapp_interactions', 'delete')}
              />
            </>
          ) : account ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t('otherModeConnected', { mode: t(`mode_${account.mode}`) })}{' '}
              <Link to="/dashboard/connect" className="font-medium underline">
                {t('backToConnect')}
              </Link>
            </p>
          ) : (
            <>
              <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
                <h2 className="font-semibold">{t('coexistNeedsTitle')}</h2>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {NEEDS.map((key) => (
                    <li key={key}>{t(key)}</li>
                  ))}
                </ul>
              </section>
              {can(perms, 'whatsapp_interactions', 'create') ? (
                <EmbeddedSignupCard
                  coexistence
                  title={t('embeddedTitle')}
                  text={t('coexistSignupText')}
                  button={t('coexistButton')}
                  manualBelow={false}
                  onConnected={ignorePin}
                />
              ) : (
                <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">{t('readOnly')}</p>
              )}
            </>
          )
        }
      </LoadState>
    </div>
  );
}
