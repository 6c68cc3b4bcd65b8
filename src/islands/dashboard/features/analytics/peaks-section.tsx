import { useQuery } from '@tanstack/react-query';
import { analyticsPeaksQuery, type AnalyticsPeaks, type AnalyticsSectionProps } from '../../lib/analytics/api.ts';
import { busiestWords } from './busiest-words.ts';
import { downloadCsv, toCsv } from './csv.ts';
import { csvName } from './period.ts';
import { SectionBody, SectionCard } from '../../lib/analytics/section-card.tsx';
import { useAnalyticsT, type AnalyticsKey } from '../../lib/analytics/use-analytics-t.ts';
import { Button } from '../../../../ui/button.tsx';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hh = (h: number) => String(h).padStart(2, '0');

/** Busiest times: the window in words, then the weekday × hour heatmap, which is its own table. */
export function PeaksSection({ query, refetchInterval }: AnalyticsSectionProps) {
  const t = useAnalyticsT();
  const peaks = useQuery({ ...analyticsPeaksQuery(query), refetchInterval });
  return (
    <SectionCard id="analytics-peaks" title={t('peaks')}>
      <SectionBody query={peaks} lines={7}>
        {(data) => (
          <>
            <p className="mt-2 text-sm font-medium text-slate-800" data-testid="busiest-words">
              {busiestWords(data.busiest, t)}
            </p>
            <Heatmap data={data} />
          </>
        )}
      </SectionBody>
    </SectionCard>
  );
}

/**
 * A table styled as a grid: each cell shows its count over a shade of the brand colour, so sighted
 * readers see the hot spots and a screen reader reads weekday, hour and count. 24 columns do not
 * fit a phone: the table scrolls sideways inside its card, never the page.
 */
function Heatmap({ data }: { data: AnalyticsPeaks }) {
  const t = useAnalyticsT();
  const max = Math.max(1, ...data.heatmap.flat());
  const day = (d: number, short = true) => t(`${short ? 'wdShort' : 'wd'}_${d}` as AnalyticsKey);
  const save = () =>
    downloadCsv(
      `${csvName('peaks', data.period)}.csv`,
      toCsv(
        [t('weekday'), ...HOURS.map((h) => `${hh(h)}:00`)],
        data.heatmap.map((row, d) => [day(d, false), ...row]),
      ),
    );
  return (
    <div className="mt-3 min-w-0">
      <div className="overflow-x-auto" tabIndex={0} aria-label={t('heatmapCaption')} data-testid="heatmap-scroll">
        <table className="border-separate border-spacing-0.5 text-[11px] tabular-nums">
          <caption className="sr-only">{t('heatmapCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="sr-only">
                {t('weekday')}
              </th>
              {HOURS.map((h) => (
                <th key={h} scope="col" className="w-7 min-w-7 font-normal text-slate-500">
                  {hh(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.heatmap.map((row, d) => (
              <tr key={d}>
                <th scope="row" className="pr-1 text-left font-medium text-slate-600">
                  <abbr title={day(d, false)} className="no-underline">
                    {day(d)}
                  </abbr>
                </th>
                {row.map((count, h) => {
                  // 12–75 % of the brand colour: the busiest cell stands out, and dark text on it
                  // still has 4.5:1 contrast (white text on the middle shades would not).
                  const shade = Math.round(12 + (count / max) * 63);
                  return (
                    <td
                      key={h}
                      className={`h-7 rounded text-center ${count ? 'font-medium text-slate-900' : 'text-slate-500'}`}
                      style={{
                        backgroundColor: count
                          ? `color-mix(in srgb, var(--color-brand-600) ${shade}%, white)`
                          : 'var(--color-slate-50)',
                      }}
                    >
                      {count}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="mt-1 -ml-2"
        onClick={save}
        aria-label={`${t('downloadCsv')}: ${t('heatmapCaption')}`}
      >
        {t('downloadCsv')}
      </Button>
    </div>
  );
}
