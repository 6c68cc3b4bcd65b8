import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import type { DebtDetailDto, DebtEntryDto } from './api.ts';
import { useDebtsT, type DebtsT } from '../../lib/use-debts-t.ts';
import { NoteText } from '../../lib/payment-note.tsx';

const TIME_FORMAT = 'D MMM YYYY, HH:mm';

/** What an entry was: a reversal says whether it cancelled the debt with its order or undid a payment. */
function entryLabel(t: DebtsT, e: DebtEntryDto, entries: DebtEntryDto[]) {
  if (e.kind !== 'reversal') return t(`kind_${e.kind}`);
  const original = entries.find((x) => x.id === e.reverses_id);
  return original?.kind === 'charge' ? t('cancelledWithOrder') : t('paymentReversed');
}

/** Every entry of the debt, oldest first; a payment not yet reversed can be reversed once. */
export function DebtHistory({
  debt,
  onReverse,
  reversing,
}: {
  debt: DebtDetailDto;
  onReverse?: (entry: DebtEntryDto) => void;
  reversing?: string | null;
}) {
  const t = useDebtsT();
  const lang = useStore($language);
  const cancelled = debt.entries.some(
    (e) => e.kind === 'reversal' && debt.entries.find((x) => x.id === e.reverses_id)?.kind === 'charge',
  );
  return (
    <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="debt-history">
      {debt.entries.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-ink">
              {entryLabel(t, e, debt.entries)}
              {e.method && <span className="font-normal text-slate-600"> · {t(`method_${e.method}`)}</span>}
              {e.reversed && (
                <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs text-amber-800">{t('reversedBadge')}</span>
              )}
            </p>
            <p className="text-xs text-slate-500">
              {formatDate(e.created_at, TIME_FORMAT, lang)}
              {e.note && (
                <>
                  {' · '}
                  <NoteText note={e.note} />
                </>
              )}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span className={`font-semibold whitespace-nowrap tabular-nums ${e.amount < 0 ? 'text-emerald-700' : ''}`}>
              {e.amount > 0 ? '+' : ''}
              {formatMoney(e.amount)}
            </span>
            {onReverse && e.kind === 'payment' && !e.reversed && !cancelled && (
              <Button variant="ghost" size="sm" loading={reversing === e.id} onClick={() => onReverse(e)}>
                {t('reverse')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
