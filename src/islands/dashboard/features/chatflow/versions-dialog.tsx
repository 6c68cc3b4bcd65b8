import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { $language } from '../../../../i18n/language.ts';
import { formatDate } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { versionsQuery } from './api.ts';
import { useChatflowT } from './use-chatflow-t.ts';

/** Published versions, newest first; restoring copies one into the draft (undo brings it back). */
export function VersionsDialog({
  open,
  onClose,
  editable,
  restoring,
  onRestore,
}: {
  open: boolean;
  onClose: () => void;
  editable: boolean;
  restoring: number | null;
  onRestore: (version: number) => void;
}) {
  const t = useChatflowT();
  const lang = useStore($language);
  const versions = useQuery({ ...versionsQuery(), enabled: open });
  return (
    <Modal open={open} onClose={onClose} title={t('versionsTitle')} closeWithBackdrop className="max-w-lg">
      {versions.isPending && <Spinner />}
      {versions.isError && (
        <ErrorBlock
          message={t('versionsFailed')}
          onRetry={() => void versions.refetch()}
          retrying={versions.isFetching}
        />
      )}
      {versions.data && versions.data.versions.length === 0 && (
        <p className="text-sm text-slate-600">{t('noVersions')}</p>
      )}
      {versions.data && versions.data.versions.length > 0 && (
        <ul className="max-h-[60dvh] divide-y divide-slate-100 overflow-y-auto">
          {versions.data.versions.map((v) => (
            <li key={v.version} className="flex flex-wrap items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {t('versionN', { n: v.version })}
                  {v.version === versions.data.published_version && (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800">
                      {t('live')}
                    </span>
                  )}
                </p>
                <p className="text-xs text-slate-600">
                  {t('versionMeta', {
                    date: formatDate(v.published_at, 'DD MMM YYYY, HH:mm', lang),
                    count: v.node_count,
                  })}
                  {v.published_by && ` · ${t('versionBy', { name: v.published_by })}`}
                </p>
              </div>
              {editable && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={restoring === v.version}
                  disabled={restoring !== null}
                  onClick={() => onRestore(v.version)}
                >
                  {t('restore')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
