import { NETWORK_NAMES, NETWORKS, PROVIDERS, type Network } from './mobile-money.ts';

/**
 * The note a mobile-money payment leaves on an order's timeline and a debt's history, as the
 * server writes it (settle-payment.ts, debt-statement-payment.ts): `${provider} ${network}
 * ${reference}`, e.g. "sandbox mpesa SBXCD408…". Screens show it in words ("Paid by M-Pesa · ref
 * SBXCD408…"); any other note is shown as written.
 */
const PAYMENT_NOTE = new RegExp(`^(?:${PROVIDERS.join('|')}) (${NETWORKS.join('|')}) (\\S+)$`);

export function paymentNoteParts(note: string): { network: string; reference: string } | null {
  const match = PAYMENT_NOTE.exec(note.trim());
  if (!match) return null;
  return { network: NETWORK_NAMES[match[1] as Network], reference: match[2]! };
}
