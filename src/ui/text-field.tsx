import type { ComponentProps } from 'react';
import { CONTROL_CLASSES, Field, type FieldTextProps } from './field-shell.tsx';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> &
  FieldTextProps & { containerClassName?: string };

export function TextField({ className, type = 'text', ...props }: TextFieldProps) {
  return (
    <Field
      props={props}
      render={(control, a11y) => (
        <input type={type} {...control} {...a11y} className={`h-11 ${CONTROL_CLASSES} ${className ?? ''}`} />
      )}
    />
  );
}
