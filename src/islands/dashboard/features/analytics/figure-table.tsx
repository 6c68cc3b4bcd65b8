import type { ReactNode } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { downloadCsv, toCsv, type CsvCell } from './csv.ts';
import { useAnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

export type Column<R> = {
  label: string;
  /** The value in the CSV (raw numbers: a spreadsheet sums them). */
  csv: (row: R) => CsvCell;
  /** What the screen shows, when it differs from the CSV value (money, per cent). */
  cell?: (row: R) => ReactNode;
  numeric?: boolean;
};

type Props<R> = {
  caption: string;
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** The file's name without ".csv"; the period's dates are part of it. */
  csvName: string;
  /** A CSV other than the table's rows: with the lines the table folds away (a best seller's variants). */
  csv?: { header: string[]; rows: CsvCell[][] };
};

/**
 * The numbers behind a chart, as a real table (caption, header cells with their scope) so a screen
 * reader reads what the picture shows, with a CSV of exactly those rows.
 */
export function FigureTable<R>({ caption, columns, rows, rowKey, csvName, csv }: Props<R>) {
  const t = useAnalyticsT();
  const align = (c: Column<R>) => (c.numeric ? 'text-right tabular-nums' : 'text-left');
  const save = () =>
    downloadCsv(
      `${csvName}.csv`,
      csv
        ? toCsv(csv.header, csv.rows)
        : toCsv(
            columns.map((c) => c.label),
            rows.map((r) => columns.map((c) => c.csv(r))),
          ),
    );
  return (
    <div className="mt-3 min-w-0">
      <div className="overflow-x-auto">
        <table className="w-full text-xs min-[420px]:text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              {columns.map((c) => (
                <th key={c.label} scope="col" className={`px-1.5 py-1.5 font-medium first:pl-0 last:pr-0 ${align(c)}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, i) => (
              <tr key={rowKey(row, i)}>
                {columns.map((c, j) => {
                  const content = c.cell ? c.cell(row) : c.csv(row);
                  // Figures never break ("TZS" over "7,000" on a phone): names and headers wrap instead.
                  const cls = `px-1.5 py-1.5 align-top first:pl-0 last:pr-0 ${align(c)} ${c.numeric ? 'whitespace-nowrap' : ''}`;
                  return j === 0 ? (
                    <th key={c.label} scope="row" className={`${cls} font-normal`}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.label} className={cls}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CsvButton onClick={save} label={t('downloadCsv')} caption={caption} />
    </div>
  );
}

function CsvButton({ onClick, label, caption }: { onClick: () => void; label: string; caption: string }) {
  return (
    <Button variant="ghost" size="sm" className="mt-1 -ml-2" onClick={onClick} aria-label={`${label}: ${caption}`}>
      {label}
    </Button>
  );
}
