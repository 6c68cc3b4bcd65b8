import type { ReactNode } from 'react';

// One labelled control with its hint and error, wired for screen readers (aria-describedby,
// aria-invalid). The control itself is passed as a render function that receives those props.
type ControlProps = { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export function FormField(props: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { name, label, hint, error, children } = props;
  const id = `contact-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink aria-[invalid]:border-red-700 focus:border-brand-600';
