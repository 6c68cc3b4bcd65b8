import type { ComponentProps, ReactNode } from 'react';
import { FieldHintAndError, useFieldIds } from './field-shell.tsx';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
};

/** A checkbox with its label beside it; the whole row is the touch target. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const { inputId, hintId, errorId, a11y } = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={containerClassName}>
      <label
        htmlFor={inputId}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink has-disabled:cursor-not-allowed has-disabled:opacity-40"
      >
        <input
          type="checkbox"
          {...props}
          {...a11y}
          className={`h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600 aria-[invalid=true]:outline aria-[invalid=true]:outline-red-600 ${className ?? ''}`}
        />
        <span>{label}</span>
      </label>
      <FieldHintAndError hint={hint} error={error} hintId={hintId} errorId={errorId} className="pl-8" />
    </div>
  );
}
