import type { ComponentProps } from 'react';
import { CONTROL_CLASSES, FieldShell, useFieldIds, type FieldTextProps } from './field-shell.tsx';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> &
  FieldTextProps & { containerClassName?: string };

export function TextField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  type = 'text',
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const { inputId, hintId, errorId, a11y } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldShell
      {...{ inputId, hintId, errorId, label, hint, error }}
      required={props.required}
      className={containerClassName}
    >
      <input type={type} {...props} {...a11y} className={`h-11 ${CONTROL_CLASSES} ${className ?? ''}`} />
    </FieldShell>
  );
}
