import { sql, type SQL } from 'drizzle-orm';
import { startFakeBeem, type FakeBeem } from '../../../tests/fixtures/fake-beem.ts';
import type { ConsentChannel } from '../modules/consent/index.ts';
import { whatsappTemplates } from '../db/schema/whatsapp-templates.ts';
import { accountOfShop } from '../whatsapp/account.ts';
import type { Db } from '../db/client.ts';
import type { TestClient } from './harness.ts';
import { linkSmsAccount } from '../modules/sms/sms-account.service.ts';
import { linkSmsAccountSchema } from '../../lib/sms-account-schemas.ts';
import type { Env } from '../env.ts';

// What a campaign test needs of the real modules (issue 27): customers who consented (customer_consents
// rows, thousands in one statement), a real SMS gateway (Beem) linked against its local fake, and an
// approved WhatsApp template of the connected number's business account.

export const BEEM_KEYS = { apiKey: 'beem-campaign-key-4711', secretKey: 'beem-campaign-secret-0815' };

/**
 * Records `opted_in` on each channel for the shop's customers (all of them, or those `where` picks:
 * SQL over the `customers` table as `c`), in one INSERT … SELECT; an existing row is left as it is.
 */
export async function consentCustomers(
  db: Db,
  shopId: string,
  channels: readonly ConsentChannel[] = ['sms', 'whatsapp'],
  where: SQL = sql`true`,
): Promise<void> {
  for (const channel of channels)
    await db.execute(sql`
      insert into customer_consents (shop_id, customer_id, channel, state, source, words)
      select c.shop_id, c.id, ${channel}, 'opted_in', 'import', 'Test: agreed to offers'
      from customers c where c.shop_id = ${shopId}::uuid and (${where})
      on conflict do nothing`);
}

/** Sets the env the sms module reads to the fake's address (the running app's and a child's). */
export const beemEnv = (beem: FakeBeem) => ({ BEEM_BASE_URL: beem.url, BEEM_DLR_BASE_URL: beem.url });

/** A local Beem fake with the kit's keys. */
export const startCampaignBeem = () => startFakeBeem(BEEM_KEYS);

/**
 * Links Beem through the API as the shop's gateway with an approved sender name and a fast pace.
 * Answers the account's id.
 */
export async function linkBeem(
  owner: TestClient,
  options: { perSecond?: number; pricePerPart?: number; senderName?: string } = {},
): Promise<string> {
  const res = await owner.post('/api/sms-accounts', {
    provider: 'beem',
    label: 'Beem (test)',
    credentials: BEEM_KEYS,
    sender_name: options.senderName ?? 'DUKA',
    sender_state: 'approved',
    price_per_part: options.pricePerPart ?? 30,
    per_second: options.perSecond ?? 1000,
  });
  if (res.status !== 201) throw new Error(`linking Beem failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** The same as linkBeem, straight through the sms module's service (for a bench without HTTP). */
export async function linkBeemTo(
  db: Db,
  env: Env,
  shopId: string,
  options: { perSecond?: number; pricePerPart?: number } = {},
): Promise<string> {
  const input = linkSmsAccountSchema.parse({
    provider: 'beem',
    label: 'Beem (bench)',
    credentials: BEEM_KEYS,
    sender_name: 'DUKA',
    sender_state: 'approved',
    price_per_part: options.pricePerPart ?? 30,
    per_second: options.perSecond ?? 1000,
  });
  return (await linkSmsAccount(db, env, shopId, input)).id;
}

/** What the Beem fake accepted, with the number as the shop writes it (+255…). */
export const beemReceived = (beem: FakeBeem) => beem.messages.map((m) => ({ to: `+${m.to}`, text: m.text }));

/** How many SMS each number (+255…) got at the Beem fake. */
export const beemPerPhone = (beem: FakeBeem) =>
  beem.messages.reduce((m, r) => m.set(`+${r.to}`, (m.get(`+${r.to}`) ?? 0) + 1), new Map<string, number>());

/**
 * An APPROVED template row of the business account of the shop's connected number (as sync would
 * store it), with `variableCount` variables; answers its id.
 */
export async function approvedTemplateRow(
  db: Db,
  shopId: string,
  options: { name?: string; language?: 'en' | 'sw'; variableCount?: number } = {},
): Promise<string> {
  const account = await accountOfShop(db, shopId);
  if (!account) throw new Error('approvedTemplateRow: the shop has no WhatsApp number');
  const n = options.variableCount ?? 1;
  const body = ['Habari', ...Array.from({ length: n }, (_, i) => `{{${i + 1}}}`), 'karibu dukani'].join(' ');
  const name = options.name ?? `offer_${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(whatsappTemplates)
    .values({
      shopId,
      metaId: `meta-${name}`,
      wabaId: account.wabaId,
      name,
      language: options.language ?? 'sw',
      category: 'MARKETING',
      status: 'APPROVED',
      components: [{ type: 'BODY', text: body }],
      body,
      variableCount: n,
    })
    .returning({ id: whatsappTemplates.id });
  return row!.id;
}
