import { buttonClasses } from '../../ui/button.tsx';
import { useOperatorT } from './lib/use-operator-t.ts';

/**
 * What a signed-in person who is not an operator sees: the plain "page not found" of any unknown
 * address, with nothing that says a console is here. (The server answers its 404 page first; this
 * is for a session that stopped being an operator's while the app was open.)
 */
export function OperatorNotFound({ inline = false }: { inline?: boolean }) {
  const t = useOperatorT();
  return (
    <main
      className={inline ? 'p-6 text-center' : 'flex min-h-screen flex-col items-center justify-center p-6 text-center'}
    >
      <p className="text-5xl font-bold text-brand-500">404</p>
      <h1 className="mt-3 text-xl font-semibold">{t('notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('notFoundText')}</p>
      <a href="/" className={buttonClasses({ className: 'mt-6' })}>
        {t('goHome')}
      </a>
    </main>
  );
}
