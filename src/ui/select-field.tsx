import type { ComponentProps } from 'react';
import { CONTROL_CLASSES, Field, type FieldTextProps } from './field-shell.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { useUiT } from './use-ui-t.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = ComponentProps<'select'> &
  FieldTextProps & {
    /** Rendered before any `children` options. */
    options?: readonly SelectOption[];
    /** An empty first option; `true` uses the translated 'Choose…'. */
    placeholder?: string | boolean;
    containerClassName?: string;
  };

/** A native select (best on cheap phones: the system picker), styled like the other fields. */
export function SelectField({ className, options, placeholder, children, ...props }: SelectFieldProps) {
  const t = useUiT();
  const placeholderText = placeholder === true ? t('selectPlaceholder') : placeholder;
  return (
    <Field
      props={props}
      render={(control, a11y) => (
        <div className="relative">
          <select {...control} {...a11y} className={`h-11 appearance-none pr-10 ${CONTROL_CLASSES} ${className ?? ''}`}>
            {placeholderText && (
              <option value="" disabled={props.required}>
                {placeholderText}
              </option>
            )}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-500" />
        </div>
      )}
    />
  );
}
