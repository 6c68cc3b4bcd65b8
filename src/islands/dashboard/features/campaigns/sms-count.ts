import {
  MAX_SMS_PARTS,
  countSms,
  fillSmsText,
  sampleValues,
  smsWithHint,
  unknownVariables,
  type SmsCount,
} from '../../../../lib/sms-text.ts';
import { consent as consentEn } from '../../../../i18n/en/consent.ts';
import { consent as consentSw } from '../../../../i18n/sw/consent.ts';

// The create form's live SMS counter: the text as the longest customer would get it (sample values
// for the variables, the opt-out hint on its own line), counted by the rules the server uses.

/** The opt-out hint each campaign SMS ends with, in the text's language: the consent module's words. */
export const OPT_OUT_HINT = { en: consentEn.hint, sw: consentSw.hint } as const;

/** A personal link as customers get it: the shop's address and /c/<token> (counted long). */
export const SAMPLE_LINK_LENGTH = 40;

export type SmsCheck = SmsCount & {
  /** `{word}`s that are not one of {name} {shop} {link} {amount_owed}. */
  unknown: string[];
  tooLong: boolean;
};

/**
 * The opt-out link after the hint, as long as the server writes it: the shop's address, /o/ and a
 * 64-character signed token (modules/consent/opt-out-token.ts). Without it the form said 1 SMS where
 * the preview and the bill said 2.
 */
export const OPT_OUT_TOKEN_LENGTH = 64;
const optOutLink = () =>
  `${typeof location === 'undefined' ? 'https://duka.chat' : location.origin}/o/${'x'.repeat(OPT_OUT_TOKEN_LENGTH)}`;

/** What every campaign SMS ends with after its text: the hint and the opt-out link. */
export const optOutTail = (language: 'en' | 'sw') => `${OPT_OUT_HINT[language]} ${optOutLink()}`;

export function checkSms(text: string, language: 'en' | 'sw', shopName = ''): SmsCheck | null {
  if (!text.trim()) return null;
  const sent = smsWithHint(fillSmsText(text.trim(), sampleValues(shopName, SAMPLE_LINK_LENGTH)), optOutTail(language));
  const count = countSms(sent);
  return { ...count, unknown: unknownVariables(text), tooLong: count.parts > MAX_SMS_PARTS };
}
