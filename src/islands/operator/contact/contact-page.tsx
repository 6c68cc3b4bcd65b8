import { useInfiniteQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { $language } from '../../../i18n/language.ts';
import type { ContactMessageItem } from '../../../lib/contracts/operator.ts';
import { formatDate } from '../../../lib/format.ts';
import { CONTACT_FILTERS, type ContactFilter } from '../../../lib/operator-schemas.ts';
import { Button } from '../../../ui/button.tsx';
import { DialogForm } from '../../../ui/dialog-form.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorBlock } from '../../../ui/error-block.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { InnerSpinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { Textarea } from '../../../ui/textarea.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { PageHeader } from '../../dashboard/layout/page-header.tsx';
import { errorFor, formError, generalError } from '../../dashboard/lib/form-error.ts';
import { contactQuery, useMarkHandled, useReply } from '../lib/queries.ts';
import { useOperatorT, type OperatorT } from '../lib/use-operator-t.ts';

const isFilter = (v: string | null): v is ContactFilter => CONTACT_FILTERS.includes(v as ContactFilter);

/** /operator/messages: the contact form's messages, newest first; read, mark handled, reply by email. */
export function ContactPage() {
  const t = useOperatorT();
  const [params, setParams] = useSearchParams();
  const param = params.get('status');
  const status: ContactFilter = isFilter(param) ? param : 'new';
  const list = useInfiniteQuery(contactQuery(status));
  const [replying, setReplying] = useState<ContactMessageItem | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-4">
      <PageHeader title={t('contactTitle')} subtitle={t('contactSubtitle')} />
      <div role="tablist" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {CONTACT_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={status === f}
            onClick={() => setParams({ status: f }, { replace: true })}
            className={`flex-1 rounded-md px-3 py-2 text-sm font-medium ${status === f ? 'bg-white shadow-sm' : 'text-slate-600'}`}
          >
            {t(`contact_${f}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <InnerSpinner label={t('loading')} />
      ) : list.isError && items.length === 0 ? (
        <ErrorBlock
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('contactEmptyTitle')} description={t('contactEmptyText')} />
      ) : (
        <>
          <ul className="space-y-3" data-testid="contact-messages">
            {items.map((m) => (
              <MessageCard key={m.id} message={m} t={t} onReply={() => setReplying(m)} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
      {replying && <ReplyDialog message={replying} t={t} onClose={() => setReplying(null)} />}
    </div>
  );
}

function MessageCard({ message: m, t, onReply }: { message: ContactMessageItem; t: OperatorT; onReply: () => void }) {
  const lang = useStore($language);
  const [open, setOpen] = useState(false);
  const handle = useMarkHandled();
  const date = (value: string) => formatDate(value, 'MMM D, YYYY h:mm A', lang);
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="contact-message"
      data-message-id={m.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{m.name}</h2>
          <p className="text-sm break-all text-slate-600">
            {m.email} · {m.phone}
          </p>
          <p className="text-xs text-slate-500">
            {date(m.created_at)} · {t('languageOf', { language: t(m.language === 'sw' ? 'lang_sw' : 'lang_en') })}
          </p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${m.status === 'new' ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {t(`status_${m.status}`)}
        </span>
      </div>
      <p className={`mt-2 text-sm break-words whitespace-pre-wrap ${open ? '' : 'line-clamp-2'}`}>{m.message}</p>
      {m.handled_at && m.handled_by && (
        <p className="mt-1 text-xs text-slate-500">
          {t('handledBy', { email: m.handled_by, date: date(m.handled_at) })}
        </p>
      )}
      {open && m.replies.length > 0 && (
        <section className="mt-3 space-y-2 border-t border-slate-100 pt-2">
          <h3 className="text-sm font-semibold">{t('replies')}</h3>
          {m.replies.map((r) => (
            <article key={r.id} className="rounded-lg bg-slate-50 p-2 text-sm">
              <p className="text-xs text-slate-500">
                {t('replyBy', { email: r.operator_email, date: date(r.created_at) })}
              </p>
              <p className="font-medium break-words">{r.subject}</p>
              <p className="break-words whitespace-pre-wrap">{r.body}</p>
            </article>
          ))}
        </section>
      )}
      {handle.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {formError(handle.error)?.message}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('close') : t('read')}
        </Button>
        {m.status === 'new' && (
          <Button
            size="sm"
            variant="secondary"
            loading={handle.isPending}
            onClick={() =>
              handle.mutate(m.id, { onSuccess: () => toast({ title: t('markedHandled'), variant: 'success' }) })
            }
          >
            {t('markHandled')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onReply}>
          {t('replyTitle')}
        </Button>
      </div>
    </li>
  );
}

function ReplyDialog({ message, t, onClose }: { message: ContactMessageItem; t: OperatorT; onClose: () => void }) {
  const reply = useReply();
  const [subject, setSubject] = useState(t('replySubject'));
  const [body, setBody] = useState('');
  return (
    <Modal open onClose={onClose} title={t('replyTitle')}>
      <DialogForm
        onSubmit={() =>
          reply.mutate(
            { id: message.id, subject, body },
            {
              onSuccess: () => {
                toast({ title: t('replySent'), variant: 'success' });
                onClose();
              },
            },
          )
        }
        onCancel={onClose}
        general={generalError(reply.error, ['subject', 'body'])}
        pending={reply.isPending}
        cancelLabel={t('cancel')}
        submitLabel={t('send')}
      >
        <p className="text-sm break-all text-slate-600">{t('replyTo', { email: message.email })}</p>
        <TextField
          label={t('subjectLabel')}
          name="subject"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={errorFor(reply.error, 'subject')}
        />
        <Textarea
          label={t('bodyLabel')}
          name="body"
          rows={6}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={errorFor(reply.error, 'body')}
          data-autofocus
        />
      </DialogForm>
    </Modal>
  );
}
