import { useState, type FormEvent } from 'react';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../../../../lib/analytics-ranges.ts';
import type { AnalyticsQuery } from '../../../../lib/analytics-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useAnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

type Props = { value: AnalyticsQuery; onChange: (query: AnalyticsQuery) => void };

/** Today… last month apply at once; custom dates wait for "Show" (one read, not one per date typed). */
export function RangePicker({ value, onChange }: Props) {
  const t = useAnalyticsT();
  const [custom, setCustom] = useState(value.range === 'custom');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const pick = (range: AnalyticsRange) => {
    setCustom(range === 'custom');
    if (range !== 'custom') onChange({ range });
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (from && to) onChange({ range: 'custom', from: from <= to ? from : to, to: from <= to ? to : from });
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('range')}
        value={custom ? 'custom' : value.range}
        onChange={(e) => pick(e.target.value as AnalyticsRange)}
        options={ANALYTICS_RANGES.map((r) => ({ value: r, label: t(`range_${r}`) }))}
        containerClassName="w-full min-[420px]:w-48"
      />
      {custom && (
        <>
          {(
            [
              ['from', from, setFrom],
              ['to', to, setTo],
            ] as const
          ).map(([end, day, setDay]) => (
            <TextField
              key={end}
              type="date"
              label={t(end)}
              value={day}
              required
              onChange={(e) => setDay(e.target.value)}
              containerClassName="w-[calc(50%-0.375rem)] min-[420px]:w-40"
            />
          ))}
          <Button type="submit" variant="secondary">
            {t('apply')}
          </Button>
        </>
      )}
    </form>
  );
}
