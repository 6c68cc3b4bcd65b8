import type { Db } from '../../db/client.ts';
import {
  checkoutLinks,
  type ChatChannel,
  type ChatLanguage,
  type CheckoutItem,
  type CheckoutLink,
} from '../../db/schema/chat.ts';
import { signCheckoutToken } from './checkout-token.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';

/** How long a customer has to finish the order page after the bot sent the link. */
export const CHECKOUT_LINK_TTL_MS = 48 * 60 * 60 * 1000;

export type CheckoutLinkInput = {
  shopId: string;
  conversationId: string | null;
  customerId?: string | null;
  channel: ChatChannel;
  items: CheckoutItem[];
  language: ChatLanguage;
};

/**
 * The checkout link for a basket, made in memory (id, expiry and signed URL chosen here) for the
 * caller to store: the chat engine writes the row in the same statement as the message that asked
 * for it. The token carries the expiry too (checked with the signature, before any database
 * read); the row's expires_at is the same instant, whole seconds, so both agree.
 */
export function checkoutLinkFor(
  env: { storeUrl: string; secretKey: string },
  input: CheckoutLinkInput,
  now: Date = new Date(),
): { row: CheckoutLink; url: string } {
  const id = timeOrderedId();
  const expiresAt = new Date(Math.floor((now.getTime() + CHECKOUT_LINK_TTL_MS) / 1000) * 1000);
  const row: CheckoutLink = {
    shopId: input.shopId,
    id,
    conversationId: input.conversationId,
    customerId: input.customerId ?? null,
    channel: input.channel,
    items: input.items.map((i) => ({
      product_id: i.product_id,
      variant_id: i.variant_id ?? null,
      addon_option_ids: i.addon_option_ids ?? [],
      quantity: i.quantity,
    })),
    language: input.language,
    expiresAt,
    usedAt: null,
    orderId: null,
    createdAt: now,
  };
  return { row, url: checkoutLinkUrl(env, row) };
}

/** The order page's signed URL of a stored link (the bot's "Pay now" sends the one the customer ordered on). */
export function checkoutLinkUrl(
  env: { storeUrl: string; secretKey: string },
  link: Pick<CheckoutLink, 'id' | 'expiresAt'>,
): string {
  const token = signCheckoutToken(env.secretKey, link.id, link.expiresAt);
  return `${env.storeUrl.replace(/\/$/, '')}/cart?token=${encodeURIComponent(token)}`;
}

/** Stores the basket's link and returns the signed order-page URL for it. */
export async function createCheckoutLink(
  db: Db,
  env: { storeUrl: string; secretKey: string },
  input: CheckoutLinkInput,
  now: Date = new Date(),
): Promise<{ id: string; url: string; expiresAt: Date }> {
  const { row, url } = checkoutLinkFor(env, input, now);
  await db.insert(checkoutLinks).values(row);
  return { id: row.id, url, expiresAt: row.expiresAt };
}
