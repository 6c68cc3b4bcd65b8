/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { setLanguage } from '../../i18n/language.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { useCartT } from './i18n.ts';

/** EN | SW, always at hand: the link opens in the chat's language, the customer may switch. */
export function LanguageSwitch() {
  const { lang, t } = useCartT();
  return (
    <div
      role="group"
      aria-label={t('language')}
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-xs font-semibold"
    >
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={lang === l}
          onClick={() => setLanguage(l)}
          className={`min-h-8 min-w-10 rounded px-2 uppercase ${lang === l ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {l}
        </button>
      ))}
    </div>
  );
}

export function Footer() {
  const { t } = useCartT();
  return (
    <footer className="px-4 py-6 text-center text-xs text-slate-500">
      {t('copyright', { year: new Date().getFullYear() })}
    </footer>
  );
}

/** A whole-page message (loading, a link that cannot be used, the confirmation). */
export function CenteredPage({
  children,
  tone = 'neutral',
}: {
  children: ComponentChildren;
  tone?: 'neutral' | 'success' | 'warning';
}) {
  const ring =
    tone === 'success' ? 'bg-green-100 text-green-700' : tone === 'warning' ? 'bg-amber-100 text-amber-700' : '';
  return (
    <div className="flex min-h-screen flex-col">
      <div className="mx-auto flex w-full max-w-xl justify-end px-4 pt-3">
        <LanguageSwitch />
      </div>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center px-6 text-center">
        {tone !== 'neutral' && (
          <div
            aria-hidden="true"
            className={`mb-4 flex h-16 w-16 items-center justify-center rounded-full text-3xl ${ring}`}
          >
            {tone === 'success' ? '✓' : '!'}
          </div>
        )}
        {children}
      </main>
      <Footer />
    </div>
  );
}
