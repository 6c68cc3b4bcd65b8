import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { DialogButtons } from './dialog-buttons.tsx';
import { Modal } from './modal.tsx';

/** "Delete X?": the question, the failure if the last try failed, Cancel and the red button. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  error,
  pending,
  onConfirm,
  cancelLabel,
  confirmLabel,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  error?: string;
  pending: boolean;
  onConfirm: () => void;
  cancelLabel: string;
  confirmLabel: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <p className="text-sm">{message}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogButtons className="mt-6" cancelLabel={cancelLabel} onCancel={onClose}>
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogButtons>
    </Modal>
  );
}
