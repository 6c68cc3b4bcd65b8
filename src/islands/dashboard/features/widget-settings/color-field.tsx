import { useId } from 'react';

const HEX = /^#[0-9a-fA-F]{6}$/;

// A colour picker with its hex code beside it (typed codes are kept only when complete). The hex
// field is the labelled control; the swatch is a pointer convenience beside it, out of the tab order.
export function ColorField({
  label,
  hint,
  warning,
  value,
  onChange,
  error,
}: {
  label: string;
  hint?: string;
  warning?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-hidden="true"
          tabIndex={-1}
          value={HEX.test(value) ? value : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-11 w-12 flex-none cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={id}
          type="text"
          inputMode="text"
          spellCheck={false}
          maxLength={7}
          value={value}
          aria-invalid={!HEX.test(value) || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.value.startsWith('#') ? e.target.value : `#${e.target.value}`)}
          className="h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 font-mono text-sm uppercase focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500"
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {warning ? <p className="mt-1 text-xs text-amber-800">{warning}</p> : null}
      {error ? <p className="mt-1 text-xs text-red-700">{error}</p> : null}
    </div>
  );
}

export const isHexColor = (value: string) => HEX.test(value);
