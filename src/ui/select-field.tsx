import type { ComponentProps } from 'react';
import { CONTROL_CLASSES, FieldShell, useFieldIds, type FieldTextProps } from './field-shell.tsx';
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
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  options,
  placeholder,
  children,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  const t = useUiT();
  const { inputId, hintId, errorId, a11y } = useFieldIds({ id, hint, error, describedBy });
  const placeholderText = placeholder === true ? t('selectPlaceholder') : placeholder;
  return (
    <FieldShell
      {...{ inputId, hintId, errorId, label, hint, error }}
      required={props.required}
      className={containerClassName}
    >
      <div className="relative">
        <select {...props} {...a11y} className={`h-11 appearance-none pr-10 ${CONTROL_CLASSES} ${className ?? ''}`}>
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
    </FieldShell>
  );
}
