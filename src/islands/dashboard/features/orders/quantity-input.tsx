import { useId } from 'react';

/** − [n] + with 44px targets: easier than typing a number on a small phone. */
export function QuantityInput({
  value,
  onChange,
  label,
  hideLabel,
}: {
  value: number;
  onChange: (n: number) => void;
  label: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  const set = (n: number) => onChange(Math.min(10_000, Math.max(1, Math.round(n) || 1)));
  const btn = 'h-11 w-11 shrink-0 rounded-md border border-slate-300 bg-white text-lg disabled:opacity-40';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mr-auto text-sm font-medium'}>
        {label}
      </label>
      <button
        type="button"
        className={btn}
        aria-label="−"
        aria-controls={id}
        disabled={value <= 1}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={10000}
        step={1}
        value={value}
        onChange={(e) => set(Number(e.target.value))}
        className="h-11 w-16 rounded-md border border-slate-300 text-center text-base"
      />
      <button type="button" className={btn} aria-label="+" aria-controls={id} onClick={() => set(value + 1)}>
        +
      </button>
    </div>
  );
}
