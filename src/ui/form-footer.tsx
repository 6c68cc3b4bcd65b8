import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * The foot of a dialog's form: the failure that belongs to no field (read out as an alert), then
 * Cancel and the submit button, which spins while the form is sent.
 */
export function FormFooter({
  general,
  onCancel,
  cancelLabel,
  submitLabel,
  pending,
  submitDisabled,
}: {
  general?: ReactNode;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  /** The form cannot be sent yet (nothing to send to): the button stays off. */
  submitDisabled?: boolean;
}) {
  return (
    <>
      {general && (
        <p role="alert" className="text-sm text-red-700">
          {general}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
