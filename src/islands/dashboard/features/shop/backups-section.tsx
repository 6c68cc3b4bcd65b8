import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { BACKUP_KEEP_DAYS, type BackupStatus } from '../../../../lib/contracts/backups.ts';
import { formatDate } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { LoadState } from '../../lib/load-state.tsx';
import { backupsQuery, useSaveBackups } from './backups-api.ts';
import { useBackupsT } from './use-backups-t.ts';

const KEEP_CHOICES = [3, 7, 14, 30, BACKUP_KEEP_DAYS.max] as const;
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The settings page's backups (issue 31, decision 0050): shown to the install's owner only; for
 * anyone else the server answers 404 and the section is not there at all.
 */
export function BackupsSection() {
  const t = useBackupsT();
  const status = useQuery(backupsQuery());
  if ((status.error as { status?: number } | null)?.status === 404) return null;
  return (
    <section
      aria-labelledby="backups-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="backups-title" className="font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-600">{t('subtitle')}</p>
      </div>
      <LoadState query={status} t={t}>
        {(data) => <BackupsForm key={status.dataUpdatedAt} initial={data} />}
      </LoadState>
    </section>
  );
}

function BackupsForm({ initial }: { initial: BackupStatus }) {
  const t = useBackupsT();
  const lang = useStore($language);
  const save = useSaveBackups();
  const [daily, setDaily] = useState(initial.daily);
  const [keepDays, setKeepDays] = useState(initial.keep_days);
  const when = (iso: string) => formatDate(iso, 'MMM D, YYYY HH:mm', lang);
  const choices = [...new Set<number>([...KEEP_CHOICES, initial.keep_days])].sort((a, b) => a - b);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { daily, keep_days: keepDays },
      {
        onSuccess: () => toast({ title: t('saved'), variant: 'success' }),
        onError: (error) => toast({ title: t('saveFailed'), description: error.message, variant: 'danger' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      {initial.database === 'server' && (
        <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-900">{t('serverDatabase')}</p>
      )}
      <dl className="text-sm">
        <dt className="font-medium">{t('lastBackup')}</dt>
        <dd className="break-words text-slate-700" data-testid="last-backup">
          {initial.last
            ? t('lastBackupValue', { time: when(initial.last.at), size: megabytes(initial.last.bytes) })
            : t('noBackupYet')}
        </dd>
        {initial.kept > 0 && <dd className="text-slate-600">{t('kept', { n: initial.kept })}</dd>}
      </dl>
      {initial.last_error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm break-words text-red-800">
          {t('lastFailed', { time: when(initial.last_error.at), message: initial.last_error.message })}
        </p>
      )}
      <Checkbox label={t('daily')} hint={t('dailyHint')} checked={daily} onChange={(e) => setDaily(e.target.checked)} />
      <SelectField
        label={t('keepDays')}
        value={String(keepDays)}
        disabled={!daily}
        onChange={(e) => setKeepDays(Number(e.target.value))}
        options={choices.map((n) => ({ value: String(n), label: t('keepDaysOption', { n }) }))}
      />
      <p className="text-sm text-slate-600">{t('offMachine')}</p>
      <Button type="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
