/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { $language, savedLanguage } from '../../i18n/language.ts';
import type { OrderPageCart, OrderPageSubmitted } from '../../lib/contracts/order-page.ts';
import { ApiError, linkState, loadCart } from './api.ts';
import { Confirmation } from './confirmation.tsx';
import { CenteredPage } from './frame.tsx';
import { useCartT } from './i18n.ts';
import { OrderForm } from './order-form.tsx';
import { PayPanel } from './pay-panel.tsx';
import { Toaster } from './toaster.tsx';

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  // `message` is the server's text, in the language `lang` it was asked in.
  | { kind: 'gone'; reason: 'invalid' | 'expired' | 'used' | 'suspended'; message?: string; lang?: string }
  | { kind: 'ready'; cart: OrderPageCart }
  | { kind: 'done'; cart: OrderPageCart; result: OrderPageSubmitted };

/**
 * The public order page (spec 2.4). Without a token: the spec's Error page. With one: the draft
 * order the bot left, to customise and send once; a link that is forged, expired or already used
 * gets a page that says so. Preact, not React: the whole page must stay small for slow phones.
 */
export function CartApp() {
  const { lang, t } = useCartT();
  const token = new URLSearchParams(window.location.search).get('token');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setView({ kind: 'loading' });
    const asked = savedLanguage() ?? $language.get();
    loadCart(token, asked)
      .then((cart) => {
        if (!live) return;
        // The chat's language first; the switch in the page changes it (and saves it, spec 4).
        $language.set(cart.language);
        document.documentElement.lang = cart.language;
        setView({ kind: 'ready', cart });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const reason = linkState(error);
        setView(
          reason === 'failed'
            ? { kind: 'failed' }
            : {
                kind: 'gone',
                reason,
                message: error instanceof ApiError ? error.body?.message : undefined,
                lang: asked,
              },
        );
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  useEffect(() => {
    const cart = view.kind === 'ready' || view.kind === 'done' ? view.cart : null;
    document.title = cart
      ? `${view.kind === 'done' ? t('orderNumber', { number: view.result.order_number }) : t('yourOrder')} · ${cart.shop_name}`
      : `${t('order')} · Duka Chat`;
  }, [view, t]);

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

  const toaster = <Toaster closeLabel={t('close')} />;
  if (view.kind === 'loading') {
    return (
      <CenteredPage>
        <div
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        />
        <p role="status" className="mt-4 text-slate-600">
          {t('loading')}
        </p>
      </CenteredPage>
    );
  }
  if (view.kind === 'failed') {
    return (
      <CenteredPage tone="warning">
        <h1 className="text-xl font-semibold">{t('loadFailedTitle')}</h1>
        <p className="mt-2 text-slate-600">{t('loadFailedText')}</p>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="mt-6 h-11 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {t('retry')}
        </button>
      </CenteredPage>
    );
  }
  if (view.kind === 'gone') {
    const title = {
      expired: t('expiredTitle'),
      used: t('usedTitle'),
      invalid: t('invalidTitle'),
      suspended: t('suspendedTitle'),
    }[view.reason];
    const fallback = {
      expired: t('expiredText'),
      used: t('usedText'),
      invalid: t('invalidText'),
      suspended: t('suspendedText'),
    }[view.reason];
    return (
      <CenteredPage tone={view.reason === 'used' ? 'success' : 'warning'}>
        {toaster}
        <h1 className="text-xl font-semibold">{title}</h1>
        <p role="alert" className="mt-2 text-slate-600">
          {view.message && view.lang === lang ? view.message : fallback}
        </p>
        {view.reason === 'used' && <p className="mt-2 text-slate-600">{t('backToChat')}</p>}
        {/* The order exists: it may still be paid (issue 15). */}
        {view.reason === 'used' && <PayPanel token={token} />}
      </CenteredPage>
    );
  }
  if (view.kind === 'done') {
    return (
      <>
        {toaster}
        <Confirmation cart={view.cart} result={view.result} token={token} />
      </>
    );
  }
  return (
    <>
      {toaster}
      <OrderForm
        key={token}
        cart={view.cart}
        token={token}
        onDone={(result) => setView({ kind: 'done', cart: view.cart, result })}
        onGone={(reason, message) => setView({ kind: 'gone', reason, message, lang })}
      />
    </>
  );
}
