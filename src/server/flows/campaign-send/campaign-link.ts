import type { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../../http/context.ts';
import { campaignRecipients, getCampaignRow, recipientOfToken } from '../../modules/campaigns/index.ts';
import { createCheckoutLink } from '../../modules/order-link/checkout-link.ts';
import { shops } from '../../db/schema/shops.ts';
import { buildWaLink } from '../../../lib/wa-link.ts';
import { optOutPath } from '../../modules/consent/index.ts';

// The personal link of a campaign message, /c/<token> (issue 27): records the click (the first
// one's time starts the attribution window), then sends the customer on — to the shop's WhatsApp
// chat with the offer written in, or to an order page for the campaign's product. A token that is
// not ours is a plain 404: nothing is recorded. /c/<token>/stop is the message's opt-out link.
export function mountCampaignLink(app: Hono<AppEnv>): void {
  // The opt-out link of the message (message-text.ts): the consent module's page for this customer.
  // Not a click: nothing is counted.
  app.get('/c/:token/stop', async (c) => {
    const { env, database } = c.get('deps');
    const id = recipientOfToken(env.secretKey, c.req.param('token'));
    const [r] = id
      ? await database.db
          .select({ shopId: campaignRecipients.shopId, customerId: campaignRecipients.customerId })
          .from(campaignRecipients)
          .where(eq(campaignRecipients.id, id))
      : [];
    if (!r) return c.text('Not found / Haikupatikana', 404);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(optOutPath(r.shopId, r.customerId, env), 302);
  });
  app.get('/c/:token', async (c) => {
    const { env, database } = c.get('deps');
    const db = database.db;
    const id = recipientOfToken(env.secretKey, c.req.param('token'));
    const [r] = id
      ? await db
          .update(campaignRecipients)
          .set({
            clicks: sql`${campaignRecipients.clicks} + 1`,
            clickedAt: sql`coalesce(${campaignRecipients.clickedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(campaignRecipients.id, id))
          .returning()
      : [];
    if (!r) return c.text('Not found / Haikupatikana', 404);
    const campaign = await getCampaignRow(db, r.shopId, r.campaignId);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (campaign.linkTarget === 'order_page' && campaign.linkProductId) {
      const link = await createCheckoutLink(db, env, {
        shopId: r.shopId,
        conversationId: null,
        customerId: r.customerId,
        channel: 'whatsapp',
        items: [{ product_id: campaign.linkProductId, quantity: 1 }],
        language: r.language,
      });
      return c.redirect(link.url, 302);
    }
    const [shop] = await db
      .select({ number: shops.whatsappNumber })
      .from(shops)
      .where(and(eq(shops.id, r.shopId)));
    const offer = campaign.offerText || campaign.name;
    return c.redirect(buildWaLink(shop?.number ?? '', offer), 302);
  });
}
