import { useEffect, useState } from 'react';
import { cart as en } from '../../i18n/en/cart.ts';
import { cart as sw } from '../../i18n/sw/cart.ts';
import { initLanguage } from '../../i18n/language.ts';
import { useT } from '../../i18n/use-t.ts';

const dicts = { en, sw };

/**
 * The public order page (spec 2.4). This shell answers every /cart deep link; without a token it
 * shows the spec's Error page. The order itself (products to customise, delivery, submit) is
 * loaded from the store API with the token.
 */
export function CartApp() {
  const t = useT(dicts);
  const token = new URLSearchParams(window.location.search).get('token');
  const [state, setState] = useState<'loading' | 'invalid'>('loading');
  useEffect(() => {
    void initLanguage();
    if (!token) return;
    const controller = new AbortController();
    fetch(`/api/v1/order?token=${encodeURIComponent(token)}`, { signal: controller.signal })
      .then((res) => {
        if (!res.ok) setState('invalid');
      })
      .catch(() => setState('invalid'));
    return () => controller.abort();
  }, [token]);

  if (!token) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center p-6 text-center">
        <h1 className="text-2xl font-semibold">{t('errorTitle')}</h1>
        <p className="mt-2 text-slate-600">{t('noToken')}</p>
        <a href="/" className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t('goHome')}
        </a>
      </main>
    );
  }
  return (
    <main className="flex min-h-screen flex-col items-center justify-center p-6 text-center">
      {state === 'loading' ? (
        <p role="status" className="text-slate-600">{t('loading')}</p>
      ) : (
        <p role="alert" className="max-w-sm text-slate-700">{t('invalidLink')}</p>
      )}
      <footer className="mt-10 text-xs text-slate-500">{t('copyright', { year: new Date().getFullYear() })}</footer>
    </main>
  );
}
