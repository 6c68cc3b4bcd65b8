import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useAppT } from './use-app-t.ts';

/**
 * "Delete this named thing?" for a list screen: open while `item` is set, deletes it by id, then
 * says so in a toast and closes; a failure stays in the dialog.
 */
export function ConfirmDelete<T extends { id: string; name: string }>({
  item,
  onClose,
  remove,
  title,
  message,
  done,
}: {
  item: T | null;
  onClose: () => void;
  remove: UseMutationResult<unknown, Error, string>;
  /** The dialog's title, which is also its red button's label. */
  title: string;
  message: (name: string) => string;
  done: string;
}) {
  const ta = useAppT();
  return (
    <ConfirmDialog
      open={!!item}
      onClose={onClose}
      title={title}
      message={item && message(item.name)}
      error={remove.error?.message}
      pending={remove.isPending}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => (toast({ title: done, variant: 'success' }), onClose()),
        })
      }
      cancelLabel={ta('cancel')}
      confirmLabel={title}
    />
  );
}

/** The red ✕ on a list row that opens ConfirmDelete; its label names the row for a screen reader. */
export function DeleteButton({
  label,
  name,
  size,
  onClick,
}: {
  label: string;
  name: string;
  size: 'sm' | 'icon';
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size={size} className="text-red-700" aria-label={`${label}: ${name}`} onClick={onClick}>
      ✕
    </Button>
  );
}
