import { escapeXml } from '../../../../lib/escape-xml.ts';
import { formatMoney } from '../../../../lib/format.ts';
import type { PayoutStatus } from '../../../../lib/transaction-schemas.ts';
import { sandboxPayout as en } from '../../../../i18n/en/sandbox-payout.ts';
import { sandboxPayout as sw } from '../../../../i18n/sw/sandbox-payout.ts';
import { translate, type Locale } from '../../../../i18n/locales.ts';
import { PHONE_STYLE } from './sandbox-phone-page.ts';

export type PayoutScreenView = {
  lang: Locale;
  status: PayoutStatus;
  amount: number;
  currency: string;
  shopName: string;
  /** The wallet's network name, its number masked, and the name saved with it. */
  network: string;
  number: string;
  accountName: string;
  /** This page's own path: the form posts back to it. */
  path: string;
};

/** Still waiting for the provider's word: the screen offers the decision. */
export const WAITING: readonly PayoutStatus[] = ['requested', 'processing', 'unknown'];

const dicts = { en, sw } as const;

/**
 * The simulated payout network's screen of one sandbox payout, or what became of it: the payout's
 * twin of the simulated phone (sandbox-phone-page.ts), with the same look.
 */
export function renderPayoutScreen(view: PayoutScreenView): string {
  const t = (key: keyof typeof en, params?: Record<string, string | number>) =>
    escapeXml(translate(dicts[view.lang], key, params));
  const other: Locale = view.lang === 'en' ? 'sw' : 'en';
  const done = (title: 'paid' | 'failed' | 'reversed') =>
    `<h1 data-testid="payout-outcome">${t(title)}</h1><p>${t(`${title}Text`)}</p>`;
  const body = WAITING.includes(view.status)
    ? `<div class="net">${t('network')}</div>
<p class="prompt">${t('prompt', { amount: formatMoney(view.amount, view.currency), shop: view.shopName })}</p>
<div class="ref">${t('to', { network: view.network, number: view.number, name: view.accountName })}</div>
<p class="hint">${t('hint')}</p>
<form method="post" action="${escapeXml(view.path)}?lang=${view.lang}">
<div class="row"><button class="no" name="decision" value="fail">${t('fail')}</button>
<button class="ok" name="decision" value="deliver">${t('deliver')}</button></div>
</form>`
    : done(view.status === 'paid' ? 'paid' : view.status === 'reversed' ? 'reversed' : 'failed');
  return `<!doctype html>
<html lang="${view.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('title')} · ${t('badge')}</title><style>${PHONE_STYLE}</style></head>
<body><main class="phone"><div class="badge">${t('badge')}</div><div class="screen">${body}</div>
<a class="lang" href="${escapeXml(view.path)}?lang=${other}">${t('language')}</a></main></body></html>`;
}
