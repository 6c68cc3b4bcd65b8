import {
  MAX_SMS_PARTS,
  countSms,
  fillSmsText,
  sampleValues,
  smsWithHint,
  unknownVariables,
  type SmsCount,
} from '../../../../lib/sms-text.ts';

// The create form's live SMS counter: the text as the longest customer would get it (sample values
// for the variables, the opt-out hint on its own line), counted by the rules the server uses.

/**
 * The opt-out hint each campaign SMS ends with, in the text's language. The same words as the
 * consent module's optOutHint (src/i18n/{en,sw}/consent.ts on h-consent); the preview shows the
 * server's own.
 */
export const OPT_OUT_HINT = { en: 'Reply STOP to opt out', sw: 'Jibu ACHA kusitisha' } as const;

/** A personal link as customers get it: the shop's address and /c/<token> (counted long). */
export const SAMPLE_LINK_LENGTH = 40;

export type SmsCheck = SmsCount & {
  /** `{word}`s that are not one of {name} {shop} {link} {amount_owed}. */
  unknown: string[];
  tooLong: boolean;
};

export function checkSms(text: string, language: 'en' | 'sw', shopName = ''): SmsCheck | null {
  if (!text.trim()) return null;
  const sent = smsWithHint(
    fillSmsText(text.trim(), sampleValues(shopName, SAMPLE_LINK_LENGTH)),
    OPT_OUT_HINT[language],
  );
  const count = countSms(sent);
  return { ...count, unknown: unknownVariables(text), tooLong: count.parts > MAX_SMS_PARTS };
}
