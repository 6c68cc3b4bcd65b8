import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { useOrderPaymentsT } from './use-order-payments-t.ts';

/**
 * The demo's simulated phone for a waiting sandbox push (issue 25), as the order page links it
 * (src/islands/cart/pay-waiting.tsx): opened in a new tab, in the dashboard's language, where
 * the merchant approves or declines as the customer would. Nothing when the push is not sandbox.
 */
export function SandboxPhoneLink({ url }: { url: string | null | undefined }) {
  const t = useOrderPaymentsT();
  const lang = useStore($language);
  if (!url) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-white/60 p-3">
      <a
        href={`${url}?lang=${lang}`}
        target="_blank"
        rel="noopener"
        className="flex min-h-11 w-full items-center justify-center rounded-lg border border-amber-400 bg-white px-4 py-2 text-center font-semibold text-amber-900 hover:bg-amber-100"
      >
        {t('sandboxPhone')}
      </a>
      <p className="mt-2 text-center text-xs text-amber-800">{t('sandboxNote')}</p>
    </div>
  );
}
