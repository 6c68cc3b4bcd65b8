// The face of the consent module (issue 27): what campaigns, the SMS inbound replies, the bot's
// ports and the seed may use. Anything else in this folder is the module's own.
import type { Env } from '../../env.ts';
import { consent as en } from '../../../i18n/en/consent.ts';
import { consent as sw } from '../../../i18n/sw/consent.ts';
import { signOptOutToken } from './opt-out-token.ts';

export type { ConsentChannel, ConsentSource } from '../../../lib/consent-schemas.ts';
export { mayMarketTo, optedOutAnywhere, optOutByPhone, recordConsent } from './consent.service.ts';

/** Signed, unguessable opt-out link for a customer (path only: /o/<token>); put the store's address before it. */
export function optOutPath(shopId: string, customerId: string, env: Pick<Env, 'secretKey'>): string {
  return `/o/${signOptOutToken(env.secretKey, shopId, customerId)}`;
}

/** The hint every campaign message carries: "Reply STOP to opt out" / "Jibu ACHA kusitisha". */
export function optOutHint(language: 'en' | 'sw'): string {
  return (language === 'sw' ? sw : en).hint;
}
