import type { FormEvent, ReactNode } from 'react';
import { Button } from './button.tsx';
import { DialogButtons } from './dialog-buttons.tsx';
import { FormAlert } from './form-alert.tsx';

/**
 * The form inside a dialog (invite a member, edit a customer, adjust stock): its fields, the
 * failure no field owns in a red box, then a quiet Cancel and the submit button, which spins
 * while the form is sent. The browser's own checks (`required`, `type="email"`) run first.
 */
export function DialogForm({
  onSubmit,
  onCancel,
  general,
  pending,
  cancelLabel,
  submitLabel,
  className = 'space-y-4',
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  general?: ReactNode;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className={className}>
      {children}
      <FormAlert>{general}</FormAlert>
      <DialogButtons cancelLabel={cancelLabel} onCancel={onCancel}>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </DialogButtons>
    </form>
  );
}
