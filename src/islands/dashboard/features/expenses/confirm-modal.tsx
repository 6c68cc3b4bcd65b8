import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { formError } from '../../lib/form-error.ts';

/** Asks before a write that cannot be taken back (a delete, a stop), with its failure shown in place. */
export function ConfirmModal({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <p className="mt-2 text-sm">{text}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {formError(error)?.message}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
