import { formatMoney } from '../../lib/format.ts';
import { botTexts } from './bot-texts.ts';
import type { RunContext } from './engine-types.ts';
import { interpolate } from './interpolate.ts';

/**
 * The words of a message that may be a discount code: a short message only ("SAVE10", "code
 * SAVE10", "nina kodi save10"), as a customer pastes a code from a pop-up or an SMS. A longer
 * message is a sentence for the flow, and is never looked up.
 */
export function codeWords(text: string): string[] | null {
  const words = text
    .trim()
    .split(/[\s:,.!]+/)
    .filter(Boolean);
  return words.length >= 1 && words.length <= 4 ? words : null;
}

/**
 * A discount code typed in the chat (issue 28): kept in the conversation for the checkout, whose
 * order-page link carries it, and confirmed in the customer's language; a code that cannot be
 * used is refused in words. False when no word is one of the shop's codes: the flow goes on.
 */
export async function takeChatCode(ctx: RunContext, text: string): Promise<boolean> {
  const words = codeWords(text);
  if (!words) return false;
  const found = await ctx.shopPorts.discountCodeInChat(
    ctx.db,
    ctx.shop.id,
    words,
    ctx.conversation.customerId,
    ctx.lang,
  );
  if (!found) return false;
  // The conversation's state changes: under its row lock, as every write of a turn.
  ctx.exclusive();
  if (!found.ok) {
    ctx.say({ send_message: { text: found.message } });
    return true;
  }
  ctx.state.vars.discount_code = found.code;
  const off = found.kind === 'percentage' ? `${found.value}%` : formatMoney(found.value);
  const saved = interpolate(botTexts.discountSaved[ctx.lang], { code: found.code, off });
  const min =
    found.minOrder > 0
      ? ` ${interpolate(botTexts.discountMinOrder[ctx.lang], { min: formatMoney(found.minOrder) })}`
      : '';
  ctx.say({ send_message: { text: `${saved}${min}` } });
  return true;
}
