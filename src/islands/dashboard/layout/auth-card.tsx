import type { ReactNode } from 'react';
import { useAppT } from '../lib/use-app-t.ts';

/** The frame of the sign-in pages: brand, a card, a way back to the website. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const t = useAppT();
  return (
    <main className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10">
      <a href="/" className="mb-6 text-2xl font-bold text-brand-600">
        {t('appName')}
      </a>
      <section className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-xl font-semibold">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </section>
      <a href="/" className="mt-6 text-sm text-slate-600 hover:underline">
        {t('backHome')}
      </a>
    </main>
  );
}
