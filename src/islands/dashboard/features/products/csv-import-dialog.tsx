import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { useProductMutations, type ImportReport } from './api.ts';
import { useCatalogT } from './use-catalog-t.ts';

/** A refused import answers 400 with the same report (all-or-nothing), so the rows are in the error body. */
function reportOf(error: unknown): ImportReport | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as Partial<ImportReport> | null;
  return body && Array.isArray(body.refused) ? (body as ImportReport) : null;
}

/** Check the file first (dry run), then import; refused rows are listed with every reason. */
export function CsvImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useCatalogT();
  const ta = useAppT();
  const { importCsv } = useProductMutations();
  const [file, setFile] = useState<File | null>(null);
  const report = importCsv.data ?? reportOf(importCsv.error);
  const close = () => {
    importCsv.reset();
    setFile(null);
    onClose();
  };
  const run = (dryRun: boolean) =>
    file &&
    importCsv.mutate(
      { file, dryRun },
      {
        onSuccess: (r) => {
          if (r.dry_run) return;
          toast({ title: t('importDone', { created: r.created, updated: r.updated }), variant: 'success' });
          close();
        },
      },
    );

  return (
    <Modal open={open} onClose={close} title={t('importTitle')} className="sm:max-w-2xl">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('importHint')}</p>
        <label className="block text-sm font-medium">
          {t('csvFile')}
          <input
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2"
            onChange={(e) => {
              importCsv.reset();
              setFile(e.target.files?.[0] ?? null);
            }}
          />
        </label>
        {report?.dry_run && report.refused.length === 0 && (
          <p className="rounded-md bg-green-50 p-3 text-sm text-green-800">
            {t('importChecked', { rows: report.rows })}
          </p>
        )}
        {report && report.refused.length > 0 && (
          <div role="alert" className="space-y-2">
            <p className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {t('importRefused', { count: report.refused.length })}
            </p>
            <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 text-sm">
              {report.refused.map((row) => (
                <li key={row.line} className="p-2">
                  <span className="font-medium">{t('lineN', { line: row.line })}</span>
                  <ul className="list-disc pl-5 text-slate-700">
                    {row.errors.map((e, i) => (
                      <li key={i}>
                        {e.field && <code className="mr-1 text-xs text-slate-500">{e.field}</code>}
                        {e.message}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        )}
        {importCsv.error && !reportOf(importCsv.error) && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {importCsv.error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            {ta('cancel')}
          </Button>
          <Button
            variant="secondary"
            disabled={!file}
            loading={importCsv.isPending && importCsv.variables?.dryRun}
            onClick={() => run(true)}
          >
            {t('checkFile')}
          </Button>
          <Button
            disabled={!file}
            loading={importCsv.isPending && !importCsv.variables?.dryRun}
            onClick={() => run(false)}
          >
            {t('importNow')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
