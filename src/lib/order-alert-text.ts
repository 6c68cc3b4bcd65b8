import { formatMoney } from './format.ts';
import type { OrderAlertEvent } from './order-alert-schemas.ts';

// The words of an order alert, in both languages, said once: the open dashboard, the service
// worker's push and the SMS all show the same title and line.

export type OrderAlertFacts = {
  event: OrderAlertEvent;
  orderNumber: number | null;
  customerName: string;
  amount: number;
  currency: string;
};

const WORDS = {
  en: {
    new_order: (n: string) => `New order ${n}`,
    payment: (n: string) => (n ? `Payment received for order ${n}` : 'Payment received'),
    from: (who: string) => ` from ${who}`,
  },
  sw: {
    new_order: (n: string) => `Oda mpya ${n}`,
    payment: (n: string) => (n ? `Malipo yamepokelewa kwa oda ${n}` : 'Malipo yamepokelewa'),
    from: (who: string) => ` kutoka kwa ${who}`,
  },
} as const;

export function orderAlertText(facts: OrderAlertFacts, lang: 'en' | 'sw'): { title: string; body: string } {
  const w = WORDS[lang];
  const number = facts.orderNumber === null ? '' : `#${facts.orderNumber}`;
  const who = facts.customerName.trim().slice(0, 60);
  return {
    title: w[facts.event](number).trim(),
    body: `${formatMoney(facts.amount, facts.currency)}${who ? w.from(who) : ''}`,
  };
}

export const alertLanguage = (language: string | null | undefined): 'en' | 'sw' => (language === 'sw' ? 'sw' : 'en');
