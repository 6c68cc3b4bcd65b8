/** @jsxImportSource preact */
import { MAX_LINE_QUANTITY } from '../../lib/order-page-pricing.ts';
import { useCartT } from './i18n.ts';

const step =
  'flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 bg-white text-xl leading-none text-ink hover:bg-slate-50 disabled:opacity-40';

/** − n + for one line, 1 to 99 (big enough to hit with a thumb). */
export function QuantityStepper({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const { t } = useCartT();
  return (
    <div role="group" aria-label={`${t('quantity')}: ${name}`} className="flex items-center gap-2">
      <button
        type="button"
        className={step}
        aria-label={t('decrease', { name })}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={step}
        aria-label={t('increase', { name })}
        disabled={value >= MAX_LINE_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
