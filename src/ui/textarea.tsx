import type { ComponentProps } from 'react';
import { CONTROL_CLASSES, Field, type FieldTextProps } from './field-shell.tsx';

export type TextareaProps = Omit<ComponentProps<'textarea'>, 'children'> &
  FieldTextProps & { containerClassName?: string };

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <Field
      props={props}
      render={(control, a11y) => (
        <textarea rows={rows} {...control} {...a11y} className={`py-2 ${CONTROL_CLASSES} ${className ?? ''}`} />
      )}
    />
  );
}
