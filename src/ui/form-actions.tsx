import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** A form's error that belongs to no one field (the server's answer, a lost connection). */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}

/**
 * The end of a form in a sheet: its general error, then Cancel and the submit button (which shows
 * the write in flight). Every money and book form ends the same way.
 */
export function FormActions({
  error,
  onCancel,
  cancelLabel,
  submitLabel,
  pending,
  disabled,
  wrap = false,
}: {
  error?: ReactNode;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  pending?: boolean;
  disabled?: boolean;
  wrap?: boolean;
}) {
  return (
    <>
      <FormError>{error}</FormError>
      <div className={`flex ${wrap ? 'flex-wrap ' : ''}justify-end gap-2`}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
