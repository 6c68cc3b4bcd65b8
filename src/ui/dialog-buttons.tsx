import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** A dialog's last row, at its right: a quiet Cancel, then the dialog's own action (submit, save, delete). */
export function DialogButtons({
  cancelLabel,
  onCancel,
  className,
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  /** Space above the row, where the content above has none of its own. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${className} flex justify-end gap-2` : 'flex justify-end gap-2'}>
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
