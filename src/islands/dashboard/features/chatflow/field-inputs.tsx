import type { ReactNode } from 'react';
import { Field, inputClass, NumberInput, useForm } from './panel-fields.tsx';

// The step editor's plain inputs, each in its Field: the label, the issues of `field`, a hint,
// the panel's input class and its read-only state come with them.

/** Where a field sits in the panel: its label, the issues of `field`, and a hint. */
type FieldPlace = { label: string; field?: string; hint?: string };

/** A one-line input in a Field; `mono` for what a machine reads (variable names, keys, URLs). */
export function TextInput({
  value,
  onChange,
  mono,
  type,
  className,
  ...place
}: FieldPlace & {
  value: string;
  onChange: (value: string) => void;
  mono?: boolean;
  type?: 'url' | 'date' | 'time';
  className?: string;
}) {
  const { disabled } = useForm();
  return (
    <Field {...place}>
      {(a11y) => (
        <input
          {...a11y}
          type={type}
          className={[inputClass, className, mono && 'font-mono'].filter(Boolean).join(' ')}
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A select in a Field; the options are its children. */
export function SelectInput({
  value,
  onChange,
  className,
  children,
  ...place
}: FieldPlace & {
  value: string | number;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const { disabled } = useForm();
  return (
    <Field {...place}>
      {(a11y) => (
        <select
          {...a11y}
          className={className ? `${inputClass} ${className}` : inputClass}
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

/** A NumberInput in a Field. */
export function NumberField({
  value,
  onChange,
  ...place
}: FieldPlace & { value: number | undefined; onChange: (value: number | undefined) => void }) {
  const { disabled } = useForm();
  return (
    <Field {...place}>
      {(a11y) => <NumberInput {...a11y} disabled={disabled} value={value} onChange={onChange} />}
    </Field>
  );
}
