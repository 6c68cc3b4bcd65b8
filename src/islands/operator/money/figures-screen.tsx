import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { LoadState } from '../../dashboard/lib/load-state.tsx';
import { figuresQuery, type FiguresDays } from './api.ts';
import { useOperatorMoneyT, type OperatorMoneyT } from './use-operator-money-t.ts';

/** Today in Tanzania (EAT, UTC+3), as the server counts days. */
const eatDay = (offsetDays = 0) =>
  new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** /operator/money/figures: the platform per day for a chosen range (the last 30 days at first). */
export function FiguresScreen() {
  const t = useOperatorMoneyT();
  const [draft, setDraft] = useState({ from: eatDay(-29), to: eatDay() });
  const [range, setRange] = useState(draft);
  const figures = useQuery(figuresQuery(range.from, range.to));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  return (
    <div className="max-w-5xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('figuresTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('figuresSubtitle')}</p>
      </div>
      <form onSubmit={submit} className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:items-end">
        <TextField
          label={t('from')}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          required
        />
        <TextField
          label={t('to')}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          required
        />
        <Button type="submit" variant="secondary" className="col-span-2 sm:col-span-1">
          {t('show')}
        </Button>
      </form>
      <LoadState query={figures} t={t}>
        {(days) =>
          days.length === 0 ? (
            <p className="text-sm text-slate-600">{t('noDays')}</p>
          ) : (
            <FiguresTable days={days} t={t} />
          )
        }
      </LoadState>
    </div>
  );
}

const COLUMNS = ['shops_created', 'orders', 'payments', 'payments_amount', 'fee_income', 'setup_fees'] as const;
const HEAD = {
  shops_created: 'shopsCreated',
  orders: 'orders',
  payments: 'payments',
  payments_amount: 'paymentsAmount',
  fee_income: 'feeIncome',
  setup_fees: 'setupFees',
} as const;
const MONEY = new Set(['payments_amount', 'fee_income', 'setup_fees']);

/** Scrolls sideways inside its own box at 360 px, the day column always first. */
function FiguresTable({ days, t }: { days: FiguresDays; t: OperatorMoneyT }) {
  const cell = (column: (typeof COLUMNS)[number], value: number) =>
    MONEY.has(column) ? formatMoney(value) : String(value);
  const totals = Object.fromEntries(COLUMNS.map((c) => [c, days.reduce((sum, d) => sum + d[c], 0)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-sm tabular-nums" data-testid="platform-figures">
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="sticky left-0 bg-slate-50 p-2">
              {t('day')}
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="p-2 text-right whitespace-nowrap">
                {t(HEAD[c])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row" className="sticky left-0 bg-white p-2 text-left font-normal whitespace-nowrap">
                {d.day}
              </th>
              {COLUMNS.map((c) => (
                <td key={c} className="p-2 text-right whitespace-nowrap">
                  {cell(c, d[c])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold">
          <tr>
            <th scope="row" className="sticky left-0 bg-slate-50 p-2 text-left">
              {t('total')}
            </th>
            {COLUMNS.map((c) => (
              <td key={c} className="p-2 text-right whitespace-nowrap">
                {cell(c, totals[c])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
