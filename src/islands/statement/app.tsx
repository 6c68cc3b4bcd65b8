/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { $language, savedLanguage } from '../../i18n/language.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import type { DebtStatement } from '../../lib/contracts/debt-statement.ts';
import { ApiError } from '../cart/api.ts';
import { CenteredPage, Footer, LanguageSwitch } from '../cart/frame.tsx';
import { card } from '../cart/pay-styles.ts';
import { loadStatement } from './api.ts';
import { useStatementT } from './i18n.ts';
import { StatementPay } from './statement-pay.tsx';

type View =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'invalid' } | { kind: 'ready'; statement: DebtStatement };

/**
 * The customer's statement page (issue 16): what they owe one shop, its history, and paying all
 * or part by mobile money. Preact in a plain module script, like the order page: small on 3G.
 */
export function StatementApp() {
  const { lang, t } = useStatementT();
  const token = new URLSearchParams(window.location.search).get('token');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const first = useRef(true);

  useEffect(() => {
    if (!token) return;
    let live = true;
    loadStatement(token, $language.get())
      .then((statement) => {
        if (!live) return;
        // The debt's language first; the switch changes it (and saves it).
        if (first.current && !savedLanguage()) {
          $language.set(statement.language);
          document.documentElement.lang = statement.language;
        }
        first.current = false;
        setView({ kind: 'ready', statement });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const gone = error instanceof ApiError && (error.status === 400 || error.status === 404);
        setView({ kind: gone ? 'invalid' : 'failed' });
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (!token)
    return (
      <CenteredPage tone="warning">
        <h1 className="text-xl font-semibold">{t('invalidTitle')}</h1>
        <p className="mt-2 text-slate-600">{t('noToken')}</p>
      </CenteredPage>
    );
  if (view.kind === 'loading')
    return (
      <CenteredPage>
        <div
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        />
        <p className="mt-3 text-slate-600">{t('loading')}</p>
      </CenteredPage>
    );
  if (view.kind === 'invalid')
    return (
      <CenteredPage tone="warning">
        <h1 className="text-xl font-semibold" data-testid="statement-invalid">
          {t('invalidTitle')}
        </h1>
        <p className="mt-2 text-slate-600">{t('invalidText')}</p>
      </CenteredPage>
    );
  if (view.kind === 'failed')
    return (
      <CenteredPage tone="warning">
        <h1 className="text-xl font-semibold">{t('loadFailedTitle')}</h1>
        <button
          type="button"
          onClick={() => {
            setView({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
          className="mt-4 h-11 rounded-lg bg-brand-600 px-5 font-semibold text-white"
        >
          ↻
        </button>
      </CenteredPage>
    );

  const s = view.statement;
  const money = (n: number) => formatMoney(n, s.currency);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="mx-auto flex w-full max-w-xl items-center justify-between gap-3 px-4 pt-3">
        <p className="min-w-0 truncate font-semibold">{s.shop_name}</p>
        <LanguageSwitch />
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 pb-6">
        <h1 className="mt-4 text-xl font-semibold">{t('owedTo', { shop: s.shop_name })}</h1>
        {s.party_name && <p className="text-slate-600">{t('hello', { name: s.party_name })}</p>}
        <section className={card} aria-labelledby="balance-title">
          <h2 id="balance-title" className="text-sm text-slate-500">
            {t('balance')}
          </h2>
          <p className="text-3xl font-bold" data-testid="statement-balance">
            {money(s.balance)}
          </p>
          <p className="text-sm text-slate-500">{t('of', { amount: money(s.amount) })}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span>{s.due_on ? t('due', { date: formatDate(s.due_on, 'D MMM YYYY', lang) }) : t('noDue')}</span>
            {s.overdue && (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">
                {t('overdue')}
              </span>
            )}
          </p>
          {s.closed && (
            <p className="mt-2 font-semibold text-green-700" data-testid="statement-closed">
              {t('paidInFull')}
            </p>
          )}
        </section>
        {!s.closed && <StatementPay token={token} statement={s} onChange={() => setAttempt((n) => n + 1)} />}
        <section className={card} aria-labelledby="history-title">
          <h2 id="history-title" className="font-semibold">
            {t('history')}
          </h2>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {s.entries.map((e, i) => (
              <li key={i} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0">
                  {t(e.kind)}
                  {e.method && <span className="text-slate-500"> · {t(`method_${e.method}`)}</span>}
                  <span className="block text-xs text-slate-500">{formatDate(e.created_at, 'D MMM YYYY', lang)}</span>
                </span>
                <span className={`shrink-0 font-medium ${e.amount < 0 ? 'text-green-700' : ''}`}>
                  {e.amount < 0 ? `− ${money(-e.amount)}` : money(e.amount)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <Footer />
    </div>
  );
}
