import type { ComponentProps } from 'react';
import { CONTROL_CLASSES, FieldShell, useFieldIds, type FieldTextProps } from './field-shell.tsx';

export type TextareaProps = Omit<ComponentProps<'textarea'>, 'children'> &
  FieldTextProps & { containerClassName?: string };

export function Textarea({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  rows = 4,
  'aria-describedby': describedBy,
  ...props
}: TextareaProps) {
  const { inputId, hintId, errorId, a11y } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldShell
      {...{ inputId, hintId, errorId, label, hint, error }}
      required={props.required}
      className={containerClassName}
    >
      <textarea rows={rows} {...props} {...a11y} className={`py-2 ${CONTROL_CLASSES} ${className ?? ''}`} />
    </FieldShell>
  );
}
