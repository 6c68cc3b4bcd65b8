import type { ReactNode } from 'react';
import { setLanguage } from '../../i18n/language.ts';
import type { Locale } from '../../i18n/locales.ts';
import { DASHBOARD_HREF, LOGIN_HREF, SIGNUP_HREF, type HeaderLabels, type MenuDropdownEntry } from './menu.ts';

// Presentational pieces of the header. Dropdowns are <details>: they open and close without
// JavaScript, so the menu works before hydration; React only adds "close after a pick",
// Escape and click-outside.

export type Toggle = { open: boolean; onToggle: (open: boolean) => void };

export function Tag({ children }: { children: ReactNode }) {
  return (
    <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 py-0.5 text-[0.6875rem] font-semibold leading-none text-amber-900">
      {children}
    </span>
  );
}

export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 transition-transform group-open:rotate-180">
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

type DropdownProps = Toggle & {
  label: string;
  tag?: string;
  active: boolean;
  summaryClass: string;
  panelClass: string;
  children: ReactNode;
};

export function Dropdown({ label, tag, active, open, onToggle, summaryClass, panelClass, children }: DropdownProps) {
  return (
    <details className="group relative" open={open} onToggle={(e) => onToggle(e.currentTarget.open)}>
      <summary className={`${summaryClass} ${active ? 'text-brand-700' : ''}`} data-active={active || undefined}>
        {label}
        {tag ? <Tag>{tag}</Tag> : null}
        <Chevron />
      </summary>
      <div className={panelClass}>{children}</div>
    </details>
  );
}

export function DropdownEntry({ entry, current, onPick }: { entry: MenuDropdownEntry; current: boolean; onPick: (e: React.MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <a
      href={entry.href}
      onClick={onPick}
      aria-current={current ? 'page' : undefined}
      className={`block rounded-lg px-3 py-2 hover:bg-brand-50 ${current ? 'bg-brand-50' : ''}`}
    >
      <span className={`flex items-center text-sm font-semibold ${current ? 'text-brand-700' : 'text-ink'}`}>
        {entry.title}
        {entry.tag ? <Tag>{entry.tag}</Tag> : null}
      </span>
      {entry.description ? <span className="mt-0.5 block text-sm text-slate-600">{entry.description}</span> : null}
    </a>
  );
}

export function LanguageMenu({ lang, twins, labels, open, onToggle }: Toggle & { lang: Locale; twins: Record<Locale, string>; labels: HeaderLabels }) {
  const options: { code: Locale; name: string }[] = [
    { code: 'en', name: labels.en },
    { code: 'sw', name: labels.sw },
  ];
  return (
    <details className="group relative" open={open} onToggle={(e) => onToggle(e.currentTarget.open)} data-testid="language-menu">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1 rounded-lg px-2 text-sm font-semibold uppercase text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{labels.language}: </span>
        {lang}
        <Chevron />
      </summary>
      <ul className="absolute right-0 top-full mt-2 w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={twins[option.code]}
              hrefLang={option.code}
              lang={option.code}
              aria-current={option.code === lang ? 'true' : undefined}
              // The choice is saved at once (spec 4); the link itself moves to the twin page.
              onClick={() => setLanguage(option.code, { syncDocument: false })}
              className={`block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 ${option.code === lang ? 'font-semibold text-brand-700' : 'text-ink'}`}
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function AuthButtons({ signedIn, labels, stacked = false }: { signedIn: boolean; labels: HeaderLabels; stacked?: boolean }) {
  const primary = 'inline-flex h-10 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700';
  const secondary = 'inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold text-ink hover:bg-brand-50';
  return (
    <div className={stacked ? 'grid gap-2' : 'flex items-center gap-2'} data-testid="auth-buttons">
      {signedIn ? (
        <a href={DASHBOARD_HREF} className={primary}>{labels.viewDashboard}</a>
      ) : (
        <>
          <a href={LOGIN_HREF} className={stacked ? `${secondary} border border-slate-300` : secondary}>{labels.login}</a>
          <a href={SIGNUP_HREF} className={primary}>{labels.getStarted}</a>
        </>
      )}
    </div>
  );
}
