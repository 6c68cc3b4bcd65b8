import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import {
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_MAX_PAGES,
  KNOWLEDGE_PDF_MAX_BYTES,
  RECRAWL_SCHEDULES,
  pdfSourceFieldsSchema,
  qaSourceInputSchema,
  sourcePatchSchema,
  urlSourceInputSchema,
  type KnowledgeLanguage,
  type RecrawlSchedule,
} from '../../../../lib/knowledge-schemas.ts';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { DialogForm } from '../../../../ui/dialog-form.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { WholeNumberField } from '../../lib/whole-number-field.tsx';
import { passagesQuery, useAddPdf, useAddQa, useAddUrl, useEditSource, type KnowledgeSource } from './api.ts';
import { checkFields, type FieldErrors } from './field-checks.ts';
import { fileSize } from './source-words.ts';
import type { KnowledgeT } from '../../lib/use-knowledge-t.ts';

// The dialogs of the sources list: add a PDF, a web page or a question; edit one; see what was
// found in one. Each checks its fields with the shared schema first, then shows what the server
// refused under the field it names (or above the buttons).

type DialogProps = { t: KnowledgeT; onClose: () => void };

function LanguageField({
  t,
  value,
  onChange,
  error,
  label,
}: {
  t: KnowledgeT;
  value: KnowledgeLanguage;
  onChange: (v: KnowledgeLanguage) => void;
  error?: string;
  label?: string;
}) {
  return (
    <SelectField
      label={label ?? t('language')}
      hint={t('languageHint')}
      value={value}
      onChange={(e) => onChange(e.target.value as KnowledgeLanguage)}
      options={KNOWLEDGE_LANGUAGES.map((l) => ({ value: l, label: t(`lang_${l}`) }))}
      error={error}
    />
  );
}

function RecrawlField({
  t,
  value,
  onChange,
  error,
}: {
  t: KnowledgeT;
  value: RecrawlSchedule;
  onChange: (v: RecrawlSchedule) => void;
  error?: string;
}) {
  return (
    <SelectField
      label={t('recrawlField')}
      value={value}
      onChange={(e) => onChange(e.target.value as RecrawlSchedule)}
      options={RECRAWL_SCHEDULES.map((r) => ({ value: r, label: t(`recrawl_${r}`) }))}
      error={error}
    />
  );
}

/** The field's words: the form's own check first, then the server's refusal naming that field. */
const fieldError = (checked: FieldErrors, server: unknown, field: string) => checked[field] ?? errorFor(server, field);

export function AddPdfDialog({ t, onClose }: DialogProps) {
  const add = useAddPdf();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState<KnowledgeLanguage>('en');
  const [checked, setChecked] = useState<FieldErrors>({});

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setFile(null);
    setFileError(undefined);
    if (!chosen) return;
    // Said before the upload: the same limit the server holds (it also reads the bytes).
    if (chosen.size > KNOWLEDGE_PDF_MAX_BYTES) return setFileError(t('pdfTooBig', { size: fileSize(chosen.size) }));
    if (chosen.type && chosen.type !== 'application/pdf' && !/\.pdf$/i.test(chosen.name))
      return setFileError(t('pdfNotPdf'));
    setFile(chosen);
  };
  const submit = () => {
    const result = checkFields(pdfSourceFieldsSchema, { language, ...(title.trim() ? { title } : {}) }, t);
    setChecked(result.ok ? {} : result.errors);
    if (!file) return setFileError(t('pdfNotPdf'));
    if (!result.ok) return;
    add.mutate(
      { file, title, language },
      { onSuccess: () => (toast({ title: t('added'), variant: 'success' }), onClose()) },
    );
  };
  return (
    <Modal open onClose={onClose} title={t('pdfTitle')}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        pending={add.isPending}
        cancelLabel={t('cancel')}
        submitLabel={t('add')}
        general={generalError(add.error, ['file', 'title', 'language'])}
      >
        <div>
          <p className="mb-1 text-sm font-medium">{t('pdfFile')}</p>
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50"
          >
            {t('pdfChoose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            aria-describedby={`${inputId}-hint`}
            data-testid="knowledge-pdf-file"
            onChange={choose}
          />
          {file && (
            <p className="mt-1 text-sm break-all text-slate-700">
              {t('pdfChosen', { name: file.name, size: fileSize(file.size) })}
            </p>
          )}
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-500">
            {t('pdfHint')}
          </p>
          {(fileError ?? errorFor(add.error, 'file')) && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {fileError ?? errorFor(add.error, 'file')}
            </p>
          )}
        </div>
        <TextField
          label={t('titleField')}
          hint={t('titleHint')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={fieldError(checked, add.error, 'title')}
        />
        <LanguageField
          t={t}
          value={language}
          onChange={setLanguage}
          error={fieldError(checked, add.error, 'language')}
        />
      </DialogForm>
    </Modal>
  );
}

export function AddUrlDialog({ t, onClose }: DialogProps) {
  const add = useAddUrl();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState<KnowledgeLanguage>('en');
  const [followLinks, setFollowLinks] = useState(false);
  const [maxPages, setMaxPages] = useState('10');
  const [recrawl, setRecrawl] = useState<RecrawlSchedule>('off');
  const [checked, setChecked] = useState<FieldErrors>({});
  const err = (field: string) => fieldError(checked, add.error, field);

  const submit = () => {
    const result = checkFields(
      urlSourceInputSchema,
      {
        url,
        language,
        follow_links: followLinks,
        max_pages: followLinks ? Number(maxPages) : 1,
        recrawl,
        ...(title.trim() ? { title } : {}),
      },
      t,
    );
    setChecked(result.ok ? {} : result.errors);
    if (!result.ok) return;
    add.mutate(result.data, { onSuccess: () => (toast({ title: t('added'), variant: 'success' }), onClose()) });
  };
  return (
    <Modal open onClose={onClose} title={t('urlTitle')}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        pending={add.isPending}
        cancelLabel={t('cancel')}
        submitLabel={t('add')}
        general={generalError(add.error, ['url', 'title', 'language', 'follow_links', 'max_pages', 'recrawl'])}
      >
        <TextField
          label={t('urlField')}
          hint={t('urlHint')}
          type="url"
          inputMode="url"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={err('url')}
        />
        <Checkbox label={t('followLinks')} checked={followLinks} onChange={(e) => setFollowLinks(e.target.checked)} />
        {followLinks && (
          <WholeNumberField
            label={t('maxPages')}
            hint={t('maxPagesHint')}
            min={1}
            max={KNOWLEDGE_MAX_PAGES}
            value={maxPages}
            onChange={(e) => setMaxPages(e.target.value)}
            error={err('max_pages')}
          />
        )}
        <RecrawlField t={t} value={recrawl} onChange={setRecrawl} error={err('recrawl')} />
        <LanguageField t={t} value={language} onChange={setLanguage} error={err('language')} />
        <TextField
          label={t('titleField')}
          hint={t('titleHint')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={err('title')}
        />
      </DialogForm>
    </Modal>
  );
}

export function AddQaDialog({ t, onClose }: DialogProps) {
  const add = useAddQa();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [language, setLanguage] = useState<KnowledgeLanguage>('en');
  const [checked, setChecked] = useState<FieldErrors>({});
  const err = (field: string) => fieldError(checked, add.error, field);
  const submit = () => {
    const result = checkFields(qaSourceInputSchema, { question, answer, language }, t);
    setChecked(result.ok ? {} : result.errors);
    if (!result.ok) return;
    add.mutate(result.data, { onSuccess: () => (toast({ title: t('addedQa'), variant: 'success' }), onClose()) });
  };
  return (
    <Modal open onClose={onClose} title={t('qaTitle')}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        pending={add.isPending}
        cancelLabel={t('cancel')}
        submitLabel={t('add')}
        general={generalError(add.error, ['question', 'answer', 'language'])}
      >
        <TextField
          label={t('question')}
          hint={t('questionHint')}
          required
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          error={err('question')}
        />
        <Textarea
          label={t('answer')}
          required
          rows={5}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={err('answer')}
        />
        <LanguageField t={t} value={language} onChange={setLanguage} error={err('language')} />
      </DialogForm>
    </Modal>
  );
}

/** Edit what each kind allows: a Q&A its question and answer; every source its title and language; a web page its schedule. */
export function EditSourceDialog({ t, source, onClose }: DialogProps & { source: KnowledgeSource }) {
  const edit = useEditSource();
  const [title, setTitle] = useState(source.title);
  const [language, setLanguage] = useState<KnowledgeLanguage>(source.language);
  const [recrawl, setRecrawl] = useState<RecrawlSchedule>(source.recrawl);
  const [question, setQuestion] = useState(source.question ?? '');
  const [answer, setAnswer] = useState(source.answer ?? '');
  const [checked, setChecked] = useState<FieldErrors>({});
  const err = (field: string) => fieldError(checked, edit.error, field);
  const qa = source.kind === 'qa';
  const submit = () => {
    const patch = qa
      ? { question, answer, language }
      : { title, language, ...(source.kind === 'url' ? { recrawl } : {}) };
    const result = checkFields(sourcePatchSchema, patch, t);
    setChecked(result.ok ? {} : result.errors);
    if (!result.ok) return;
    edit.mutate(
      { id: source.id, patch: result.data },
      { onSuccess: () => (toast({ title: t('saved'), variant: 'success' }), onClose()) },
    );
  };
  return (
    <Modal open onClose={onClose} title={t('editTitle', { name: source.title })}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        pending={edit.isPending}
        cancelLabel={t('cancel')}
        submitLabel={t('save')}
        general={generalError(edit.error, ['title', 'language', 'recrawl', 'question', 'answer'])}
      >
        {qa ? (
          <>
            <TextField
              label={t('question')}
              required
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              error={err('question')}
            />
            <Textarea
              label={t('answer')}
              required
              rows={5}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              error={err('answer')}
            />
          </>
        ) : (
          <TextField
            label={t('titleField')}
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={err('title')}
          />
        )}
        {source.kind === 'url' && <RecrawlField t={t} value={recrawl} onChange={setRecrawl} error={err('recrawl')} />}
        <LanguageField t={t} value={language} onChange={setLanguage} error={err('language')} />
      </DialogForm>
    </Modal>
  );
}

export function PassagesDialog({ t, source, onClose }: DialogProps & { source: KnowledgeSource }) {
  const passages = useQuery(passagesQuery(source.id));
  return (
    <Modal open onClose={onClose} title={t('passagesTitle', { name: source.title })} className="max-w-2xl">
      <p className="mb-3 text-sm text-slate-600">{t('passagesIntro')}</p>
      {passages.isPending && <InnerSpinner label={t('loading')} />}
      {passages.isError && (
        <QueryErrorBlock
          error={passages.error}
          message={t('passagesFailed')}
          retryLabel={t('retry')}
          onRetry={() => void passages.refetch()}
          retrying={passages.isFetching}
        />
      )}
      {passages.data && passages.data.passages.length === 0 && (
        <p className="py-6 text-center text-sm text-slate-500">{t('passagesEmpty')}</p>
      )}
      {passages.data && passages.data.passages.length > 0 && (
        <ol className="max-h-[60vh] space-y-2 overflow-y-auto">
          {passages.data.passages.map((p) => (
            <li key={p.id} className="rounded-md bg-slate-50 p-3 text-sm">
              {p.location && <p className="mb-1 text-xs font-medium break-all text-slate-500">{p.location}</p>}
              <p className="break-words whitespace-pre-line">{p.text}</p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
