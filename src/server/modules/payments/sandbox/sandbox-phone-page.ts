import { escapeXml } from '../../../../lib/escape-xml.ts';
import { formatMoney } from '../../../../lib/format.ts';
import type { PaymentStatus } from '../../../../lib/mobile-money.ts';
import { sandboxPhone as en } from '../../../../i18n/en/sandbox-phone.ts';
import { sandboxPhone as sw } from '../../../../i18n/sw/sandbox-phone.ts';
import { translate, type Locale } from '../../../../i18n/locales.ts';

export type PhoneView = {
  lang: Locale;
  status: PaymentStatus;
  amount: number;
  currency: string;
  shopName: string;
  /** null: the push pays a debt (the statement page), not an order. */
  orderNumber: number | null;
  /** This page's own path: the form posts back to it. */
  path: string;
};

// The styles are inline (one small page, no build step); the page's own CSP allows exactly them.
export const PHONE_STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#0f172a;color:#0f172a;display:flex;justify-content:center;padding:16px}
.phone{width:100%;max-width:340px;background:#1e293b;border-radius:32px;padding:20px 14px 28px;box-shadow:0 10px 30px #0008}
.badge{background:#f59e0b;color:#111;font-weight:700;text-align:center;border-radius:8px;padding:6px;font-size:13px;letter-spacing:.04em}
.screen{background:#e2e8f0;border-radius:12px;margin-top:14px;padding:18px 16px;font-family:ui-monospace,monospace}
.net{font-size:13px;color:#475569}.prompt{font-size:19px;font-weight:700;margin:10px 0 4px}.ref{font-size:13px;color:#475569}
label{display:block;margin-top:16px;font-size:15px;font-weight:600}
input{width:100%;box-sizing:border-box;font-size:22px;letter-spacing:.4em;padding:8px;margin-top:6px;border:2px solid #64748b;border-radius:6px}
.hint{font-size:12px;color:#475569;margin-top:4px}.row{display:flex;gap:10px;margin-top:18px}
button{flex:1;height:48px;font-size:16px;font-weight:700;border:0;border-radius:10px;cursor:pointer}
.ok{background:#16a34a;color:#fff}.no{background:#dc2626;color:#fff}
h1{font-size:20px;margin:6px 0}.lang{display:block;text-align:center;margin-top:16px;color:#cbd5e1;font-size:14px}`;

const dicts = { en, sw } as const;

/** The simulated USSD prompt of one sandbox push, or what became of it. */
export function renderPhonePage(view: PhoneView): string {
  const t = (key: keyof typeof en, params?: Record<string, string | number>) =>
    escapeXml(translate(dicts[view.lang], key, params));
  const other: Locale = view.lang === 'en' ? 'sw' : 'en';
  const amount = formatMoney(view.amount, view.currency);
  // A debt's push came from the statement page: its words send the customer back there.
  const debt = view.orderNumber === null;
  const done = (title: keyof typeof en, text: 'approvedText' | 'declinedText' | 'expiredText') =>
    `<h1 data-testid="phone-outcome">${t(title)}</h1><p>${t(debt ? `${text}Debt` : text)}</p>`;
  const body =
    view.status === 'pending'
      ? `<div class="net">${t('network')}</div>
<p class="prompt">${t('prompt', { amount, shop: view.shopName })}</p>
<div class="ref">${debt ? t('debtReference') : t('reference', { number: view.orderNumber ?? '' })}</div>
<form method="post" action="${escapeXml(view.path)}?lang=${view.lang}">
<label for="pin">${t('pin')}</label>
<input id="pin" name="pin" inputmode="numeric" autocomplete="off" maxlength="4" pattern="[0-9]*">
<p class="hint">${t('pinHint')}</p>
<div class="row"><button class="no" name="decision" value="decline">${t('decline')}</button>
<button class="ok" name="decision" value="approve">${t('approve')}</button></div>
</form>`
      : view.status === 'succeeded'
        ? done('approved', 'approvedText')
        : view.status === 'failed'
          ? done('declined', 'declinedText')
          : done('expired', 'expiredText');
  return `<!doctype html>
<html lang="${view.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('title')} · ${t('badge')}</title><style>${PHONE_STYLE}</style></head>
<body><main class="phone"><div class="badge">${t('badge')}</div><div class="screen">${body}</div>
<a class="lang" href="${escapeXml(view.path)}?lang=${other}">${t('language')}</a></main></body></html>`;
}
