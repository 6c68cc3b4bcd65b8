import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../lib/permissions.ts';
import { buttonClasses } from '../../../../ui/button.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUser } from '../../lib/session.ts';
import { connectionQuery } from './api.ts';
import { ConnectionCard } from './connection-card.tsx';
import { EmbeddedSignupCard } from './embedded-signup-card.tsx';
import { ManualForm } from './manual-form.tsx';
import { PinNotice } from './pin-notice.tsx';
import { TestMessageForm } from './test-message-form.tsx';
import { useConnectT } from './use-connect-t.ts';
import { LoadState } from '../../lib/load-state.tsx';

/** /connect: the current number, or the two ways to connect one (Facebook signup, own Cloud API app). */
export function ConnectPage() {
  const t = useConnectT();
  const user = useUser().data!;
  const connection = useQuery(connectionQuery());
  const [pin, setPin] = useState<string | null>(null);
  const perms = user.permissions;

  return (
    <div className="max-w-3xl space-y-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <LoadState query={connection} t={t}>
        {(data) =>
          data.account ? (
            <>
              {pin && <PinNotice pin={pin} onDismiss={() => setPin(null)} />}
              <ConnectionCard
                connection={data}
                account={data.account}
                canDelete={can(perms, 'whatsapp_interactions', 'delete')}
              />
              {can(perms, 'whatsapp_interactions', 'update') && <TestMessageForm />}
            </>
          ) : !can(perms, 'whatsapp_interactions', 'create') ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">{t('readOnly')}</p>
          ) : (
            <>
              <EmbeddedSignupCard
                coexistence={false}
                title={t('embeddedTitle')}
                text={t('embeddedText')}
                button={t('embeddedButton')}
                manualBelow
                onConnected={setPin}
              />
              <ManualForm webhookUrl={data.webhook_url} />
              <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
                <div>
                  <h2 className="font-semibold">{t('coexistLinkTitle')}</h2>
                  <p className="text-sm text-slate-600">{t('coexistLinkText')}</p>
                </div>
                <Link to="/dashboard/connect/whatsapp-coexisting" className={buttonClasses({ variant: 'secondary' })}>
                  {t('coexistLink')}
                </Link>
              </section>
            </>
          )
        }
      </LoadState>
    </div>
  );
}
