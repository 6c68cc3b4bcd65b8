import { buttonClasses } from '../../ui/button.tsx';
import { useAppT } from './lib/use-app-t.ts';

export function NotFoundPage({ inline = false }: { inline?: boolean }) {
  const t = useAppT();
  return (
    <main
      className={inline ? 'p-6 text-center' : 'flex min-h-screen flex-col items-center justify-center p-6 text-center'}
    >
      <p className="text-5xl font-bold text-brand-500">404</p>
      <h1 className="mt-3 text-xl font-semibold">{t('notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('notFoundText')}</p>
      <a href="/dashboard" className={buttonClasses({ className: 'mt-6' })}>
        {t('goToDashboard')}
      </a>
    </main>
  );
}
