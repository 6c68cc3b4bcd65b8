import { useId, type ReactNode } from 'react';
import { useUiT } from './use-ui-t.ts';

// Label, hint and error around one control. The control gets `aria-describedby` (error first,
// then hint) and `aria-invalid` from useFieldIds, so a screen reader reads the error with it.

export type FieldTextProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control; any truthy value marks the control invalid. */
  error?: ReactNode;
};

export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
}: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const ids = [error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');
  const a11y: FieldA11y = {
    id: inputId,
    'aria-describedby': ids || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return { inputId, hintId, errorId, a11y };
}

export type FieldA11y = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

export const CONTROL_CLASSES =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-40 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-100';

export function FieldHintAndError({
  hint,
  error,
  hintId,
  errorId,
  className,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
  className?: string;
}) {
  return (
    <>
      {error && (
        <p id={errorId} className={`mt-1 text-sm text-red-700 ${className ?? ''}`}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={`mt-1 text-sm text-slate-500 ${className ?? ''}`}>
          {hint}
        </p>
      )}
    </>
  );
}

export function FieldShell({
  inputId,
  hintId,
  errorId,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldTextProps & {
  inputId: string;
  hintId: string;
  errorId: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const t = useUiT();
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {required && (
          // The input's own `required` is announced; the star is for the eye only, so it stays out of the label's name.
          <span className="text-red-600" aria-hidden="true" title={t('required')}>
            {' *'}
          </span>
        )}
      </label>
      {children}
      <FieldHintAndError hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/** What every labelled field takes besides its control's own attributes. */
export type FieldProps = FieldTextProps & {
  id?: string;
  containerClassName?: string;
  'aria-describedby'?: string;
  required?: boolean;
};

type FieldOwn = keyof FieldTextProps | 'id' | 'containerClassName' | 'aria-describedby';

/**
 * A labelled control: `render` gets the control's id and aria attributes (which the control
 * spreads after its own props) and the rest of the props, without the field's own.
 */
export function Field<P extends FieldProps>({
  props,
  render,
}: {
  props: P;
  render: (control: Omit<P, FieldOwn>, a11y: FieldA11y) => ReactNode;
}) {
  const { label, hint, error, id, containerClassName, 'aria-describedby': describedBy, ...control } = props;
  const { inputId, hintId, errorId, a11y } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldShell
      {...{ inputId, hintId, errorId, label, hint, error }}
      required={props.required}
      className={containerClassName}
    >
      {render(control, a11y)}
    </FieldShell>
  );
}
