import { useStore } from '@nanostores/react';
import { useId, useState, type ChangeEvent } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { KYC_DOCUMENT_ACCEPT, KYC_DOCUMENT_MAX_BYTES } from '../../../../lib/kyc-document.ts';
import type { KycDocumentSlot } from '../../../../lib/kyc-requirements.ts';
import { Button } from '../../../../ui/button.tsx';
import { formError } from '../../lib/form-error.ts';
import { documentHref, useRemoveDocument, useUpload, type RequirementState } from './api.ts';
import type { ComplianceT } from './use-compliance-t.ts';

// One document of a requirement: its preview (a photo, or a link to the PDF), and a file input a
// phone opens on its camera (`capture`: the front camera for a selfie, the back one for an ID).

const MB = KYC_DOCUMENT_MAX_BYTES / 1024 / 1024;

export function DocumentSlot({
  requirementKey,
  slot,
  document,
  editable,
  t,
}: {
  requirementKey: string;
  slot: KycDocumentSlot;
  document: RequirementState['documents'][number] | undefined;
  editable: boolean;
  t: ComplianceT;
}) {
  const lang = useStore($language);
  const inputId = useId();
  const upload = useUpload();
  const remove = useRemoveDocument();
  const [tooLarge, setTooLarge] = useState(false);
  const name = slot.label[lang];

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // The same limit the server holds; it also reads the bytes, which the browser cannot vouch for.
    setTooLarge(file.size > KYC_DOCUMENT_MAX_BYTES);
    if (file.size > KYC_DOCUMENT_MAX_BYTES) return;
    upload.mutate({ key: requirementKey, slot: slot.key, file });
  };
  const error = tooLarge
    ? t('fileTooLarge', { mb: MB })
    : upload.isError
      ? (formError(upload.error)?.message ?? t('uploadFailed'))
      : remove.isError
        ? formError(remove.error)?.message
        : undefined;

  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-medium">{name}</p>
      {document ? (
        document.content_type === 'application/pdf' ? (
          <a
            href={documentHref(document.id)}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-brand-700 underline"
          >
            {t('pdfLink')}
          </a>
        ) : (
          <img
            src={documentHref(document.id)}
            alt={t('documentAlt', { name })}
            className="max-h-48 w-full rounded-md bg-slate-50 object-contain"
          />
        )
      ) : (
        <p className="text-sm text-slate-500">{t('noDocument')}</p>
      )}
      {editable && (
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50"
          >
            {upload.isPending ? t('uploading') : document ? t('replace') : t('takePhoto')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={KYC_DOCUMENT_ACCEPT}
            {...(slot.capture ? { capture: slot.capture } : {})}
            className="sr-only"
            aria-describedby={`${inputId}-hint`}
            data-testid={`kyc-file-${requirementKey}-${slot.key}`}
            disabled={upload.isPending}
            onChange={choose}
          />
          {document && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              loading={remove.isPending}
              onClick={() => remove.mutate(document.id)}
            >
              {t('remove')}
            </Button>
          )}
        </div>
      )}
      {editable && (
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {t('fileHint', { mb: MB })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
