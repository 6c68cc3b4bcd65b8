// How many SMS parts a text takes, for the row and the cost (protocols.md §3: GSM-7 160/153,
// UCS-2 70/67, `€ [ ] { } \ ^ ~ |` and form feed count twice, one character outside GSM-7 makes the
// whole message UCS-2). h-campaigns' src/lib/sms-text.ts is the full rule for the screens; at
// merge this may call it instead (the same figures).
import type { SmsEncoding } from '../../../lib/sms-providers.ts';

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

export function smsParts(text: string): { encoding: SmsEncoding; parts: number } {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENSION.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm7', parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  // UCS-2 counts UTF-16 code units: an emoji outside the BMP takes two.
  const units = text.length;
  return { encoding: 'ucs2', parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}
