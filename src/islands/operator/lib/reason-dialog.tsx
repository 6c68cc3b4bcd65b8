import { useState } from 'react';
import { DialogForm } from '../../../ui/dialog-form.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Textarea } from '../../../ui/textarea.tsx';
import { errorFor, generalError } from '../../dashboard/lib/form-error.ts';
import { useOperatorT } from './use-operator-t.ts';

/**
 * An operator's action that asks why: the words are checked by the server (at least 3 characters
 * where a reason is required), its refusal shown under the field; nothing is done on Cancel.
 */
export function ReasonDialog({
  title,
  text,
  submitLabel,
  optional = false,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  text: string;
  submitLabel: string;
  optional?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useOperatorT();
  const [reason, setReason] = useState('');
  return (
    <Modal open onClose={onClose} title={title}>
      <DialogForm
        onSubmit={() => onSubmit(reason)}
        onCancel={onClose}
        general={generalError(error, ['reason'])}
        pending={pending}
        cancelLabel={t('cancel')}
        submitLabel={submitLabel}
      >
        <p className="text-sm text-slate-600">{text}</p>
        <Textarea
          label={optional ? t('noteLabel') : t('reasonLabel')}
          hint={optional ? undefined : t('reasonHint')}
          name="reason"
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errorFor(error, 'reason')}
          data-autofocus
        />
      </DialogForm>
    </Modal>
  );
}
