import type { ReactNode } from 'react';

/** A column heading; `end` puts it (amounts, totals, latency) at the right like its cells. */
export type Column = string | { label: string; end: true };

/**
 * The table a list screen shows from the md width up (a phone gets the cards instead): `list` for
 * orders and products, `log` for the denser, upper-case ledger and webhook logs.
 */
export function WideTable({
  look,
  columns,
  testId,
  children,
}: {
  look: 'list' | 'log';
  columns: Column[];
  testId?: string;
  /** The rows. */
  children: ReactNode;
}) {
  const pad = look === 'list' ? 'px-4 py-2' : 'px-3 py-2';
  const head = (
    <thead
      className={`bg-slate-50 text-left text-xs ${look === 'list' ? 'text-slate-500' : 'text-slate-600 uppercase'}`}
    >
      <tr>
        {columns.map((c) =>
          typeof c === 'string' ? (
            <th key={c} className={`${pad} font-medium`}>
              {c}
            </th>
          ) : (
            <th key={c.label} className={`${pad} text-right font-medium`}>
              {c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
  const body = <tbody className="divide-y divide-slate-100">{children}</tbody>;
  if (look === 'log')
    return (
      <table
        className="hidden w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-sm md:table"
        data-testid={testId}
      >
        {head}
        {body}
      </table>
    );
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block" data-testid={testId}>
      <table className="w-full text-sm">
        {head}
        {body}
      </table>
    </div>
  );
}

/** Below md, a log's rows as cards; a tap opens the record's drawer like a click on its table row. */
export function TapCards<T extends { id: string }>({
  items,
  onOpen,
  testId,
  children,
}: {
  items: T[];
  onOpen: (id: string) => void;
  testId: string;
  /** What one card shows. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="space-y-2 md:hidden" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(item.id)}
            className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left active:bg-slate-50"
          >
            {children(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}
