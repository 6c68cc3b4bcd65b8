import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { useAppT } from './use-app-t.ts';

/**
 * The foot of an edit form (customer, stock, segment): the failure no field shows, in a red box
 * read out as an alert, then Cancel and Save, which spins while the form is sent.
 */
export function SaveFooter({
  general,
  onCancel,
  pending,
  disabled,
}: {
  general?: ReactNode;
  onCancel: () => void;
  pending: boolean;
  /** Save waits for the form to be complete (a segment without a rule). */
  disabled?: boolean;
}) {
  const ta = useAppT();
  return (
    <>
      {general && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {general}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {ta('cancel')}
        </Button>
        <Button type="submit" disabled={disabled} loading={pending}>
          {ta('save')}
        </Button>
      </div>
    </>
  );
}
