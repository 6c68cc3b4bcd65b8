import { changeClass, changeOf, changeText } from './change.ts';
import { useAnalyticsT } from './use-analytics-t.ts';

type Props = {
  label: string;
  value: number;
  previous: number;
  format?: (n: number) => string;
  testId?: string;
};

/** One headline figure with the previous period's value and the change, in words for a screen reader. */
export function FigureCard({ label, value, previous, format = String, testId }: Props) {
  const t = useAnalyticsT();
  const change = changeOf(value, previous);
  const text = changeText(change, t);
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums [overflow-wrap:anywhere]" data-testid={testId}>
        {format(value)}
      </dd>
      <dd className="mt-1 flex flex-wrap gap-x-2 text-xs">
        <span className={`font-medium ${changeClass(change)}`} aria-label={t('changeLabel', { change: text })}>
          {text}
        </span>
        <span className="text-slate-500">{t('previous', { value: format(previous) })}</span>
      </dd>
    </div>
  );
}
