import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { $language, setLanguage } from '../../i18n/language.ts';
import { isLocale } from '../../i18n/locales.ts';
import { useOperatorT } from './lib/use-operator-t.ts';
import { operatorScreens } from './screens.tsx';

/**
 * The console's shell: a bar with the name, the language and the way back to the back-office,
 * the screens' navigation (a row that scrolls sideways on a phone), then the screen.
 */
export function OperatorLayout({ email, children }: { email: string; children: ReactNode }) {
  const t = useOperatorT();
  const lang = useStore($language);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-50 border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-2 px-3 md:px-6">
          <a href="/operator" className="truncate font-bold text-brand-600">
            {t('appName')}
          </a>
          <span className="hidden truncate text-sm text-slate-500 sm:inline">· {email}</span>
          <div className="ml-auto flex items-center gap-2">
            <label className="sr-only" htmlFor="operator-language">
              {t('language')}
            </label>
            <select
              id="operator-language"
              value={lang}
              onChange={(e) => isLocale(e.target.value) && setLanguage(e.target.value)}
              className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="en">English</option>
              <option value="sw">Kiswahili</option>
            </select>
            <a href="/dashboard" className="hidden text-sm text-slate-600 hover:underline min-[400px]:inline">
              {t('backToDashboard')}
            </a>
          </div>
        </div>
        <nav aria-label={t('appName')} className="overflow-x-auto border-t border-slate-100 px-1 md:px-4">
          <ul className="flex gap-1 whitespace-nowrap">
            {operatorScreens.map((s) => (
              <li key={s.path}>
                <NavLink
                  to={`/operator/${s.path}`}
                  className={({ isActive }) =>
                    `inline-block border-b-2 px-3 py-2 text-sm font-medium ${isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-ink'}`
                  }
                >
                  {s.label[lang]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-5xl p-3 md:p-6">{children}</main>
    </div>
  );
}
