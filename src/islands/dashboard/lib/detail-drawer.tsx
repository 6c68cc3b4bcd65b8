import type { ReactNode } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { toast } from '../../../ui/toast-store.ts';

/** The side drawer of a log screen (transactions, webhook logs): one record, opened by id. */
export function DetailDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeWithBackdrop
      title={title}
      className="sm:max-w-2xl md:ml-auto md:max-h-none md:self-stretch"
    >
      {children}
    </Modal>
  );
}

/** Pretty JSON as text: React escapes it, so a provider's answer or a payload can never become markup. */
export function JsonPre({ value }: { value: unknown }) {
  return (
    <pre className="mt-1 max-h-80 overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** "This record reverses / replays another: open it", a link to a related record of the same log. */
export function RelatedNote({ text, linkText, onOpen }: { text: string; linkText: string; onOpen: () => void }) {
  return (
    <p className="text-sm text-amber-800">
      {text}{' '}
      <button type="button" className="font-medium underline" onClick={onOpen}>
        {linkText}
      </button>
    </p>
  );
}

/** The one action a record offers (reverse, replay), with the sentence that says what it does. */
export function ActionPanel({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">{hint}</p>
      {children}
    </div>
  );
}

/**
 * Runs an action that makes a new record (a reversal, a replay) and opens that record when done;
 * a failure is a toast with the server's message.
 */
export function runThenOpen<T extends { id: string }>(
  mutate: (id: string, options: { onSuccess: (made: T) => void; onError: (error: Error) => void }) => void,
  id: string,
  { done, failed, onOpen }: { done: string; failed: string; onOpen: (id: string) => void },
) {
  mutate(id, {
    onSuccess: (made) => {
      toast({ title: done, variant: 'success' });
      onOpen(made.id);
    },
    onError: (error) => toast({ title: failed, description: error.message, variant: 'danger' }),
  });
}
