import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  Campaign as CampaignDto,
  CampaignCounts,
  CampaignList,
  CampaignListItem,
  CampaignSettings,
} from '../../../lib/contracts/campaign.ts';
import { RECIPIENT_STATUSES } from '../../../lib/contracts/campaign.ts';
import type {
  CampaignCreate,
  CampaignListQuery,
  CampaignSettingsInput,
  CampaignUpdate,
} from '../../../lib/campaign-schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  campaignRecipients,
  campaignSettings,
  campaigns,
  type Campaign,
  type CampaignTemplate,
} from '../../db/schema/campaigns.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { segments } from '../../db/schema/customers.ts';
import { approvedTemplate } from '../whatsapp-templates/index.ts';

// Campaigns and their recipients (issue 27): every query of the campaign tables. Each takes the
// shop id and filters by it; a function that may run in another's transaction takes db first.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const emptyCounts = (): CampaignCounts => ({
  total: 0,
  queued: 0,
  sending: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  skipped: 0,
  cancelled: 0,
  unknown: 0,
});

export const channelsOf = (c: Pick<Campaign, 'whatsappTemplateId' | 'smsTextEn' | 'smsTextSw'>) => [
  ...(c.whatsappTemplateId ? (['whatsapp'] as const) : []),
  ...(c.smsTextEn || c.smsTextSw ? (['sms'] as const) : []),
];

/** Recipients by status, for the given campaigns, in one grouped read. */
export async function countsOf(db: Db, shopId: string, ids: string[]): Promise<Map<string, CampaignCounts>> {
  const out = new Map(ids.map((id) => [id, emptyCounts()]));
  if (!ids.length) return out;
  const rows = await db
    .select({ id: campaignRecipients.campaignId, status: campaignRecipients.status, n: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.shopId, shopId), inArray(campaignRecipients.campaignId, ids)))
    .groupBy(campaignRecipients.campaignId, campaignRecipients.status);
  for (const r of rows) {
    const c = out.get(r.id)!;
    c[r.status] += Number(r.n);
    c.total += Number(r.n);
  }
  return out;
}

export function toCampaignDto(c: Campaign, counts: CampaignCounts = emptyCounts()): CampaignDto {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    audience: c.audience,
    sms_text_en: c.smsTextEn,
    sms_text_sw: c.smsTextSw,
    whatsapp_template_id: c.whatsappTemplateId,
    whatsapp_values: c.whatsappValues,
    fallback_after_minutes: c.fallbackAfterMinutes,
    link_target: c.linkTarget,
    offer_text: c.offerText,
    link_product_id: c.linkProductId,
    send_from: c.sendFrom,
    send_until: c.sendUntil,
    attribution_days: c.attributionDays,
    channels: channelsOf(c),
    send_at: iso(c.sendAt),
    started_at: iso(c.startedAt),
    finished_at: iso(c.finishedAt),
    cancelled_at: iso(c.cancelledAt),
    counts,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export async function getCampaignRow(db: Db, shopId: string, id: string, lock = false): Promise<Campaign> {
  const q = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.shopId, shopId), eq(campaigns.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('campaign_not_found');
  return row;
}

export async function getCampaign(db: Db, shopId: string, id: string): Promise<CampaignDto> {
  const row = await getCampaignRow(db, shopId, id);
  return toCampaignDto(row, (await countsOf(db, shopId, [id])).get(id));
}

export async function listCampaigns(db: Db, shopId: string, q: CampaignListQuery): Promise<CampaignList> {
  const where: SQL[] = [eq(campaigns.shopId, shopId)];
  if (q.status) where.push(eq(campaigns.status, q.status));
  if (q.channel === 'whatsapp') where.push(sql`${campaigns.whatsappTemplateId} is not null`);
  if (q.channel === 'sms') where.push(sql`(${campaigns.smsTextEn} <> '' or ${campaigns.smsTextSw} <> '')`);
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(...where))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(q.page_size + 1)
    .offset((q.page - 1) * q.page_size);
  const page = rows.slice(0, q.page_size);
  const counts = await countsOf(
    db,
    shopId,
    page.map((r) => r.id),
  );
  const items: CampaignListItem[] = page.map((c) => ({
    id: c.id,
    name: c.name,
    status: c.status,
    channels: channelsOf(c),
    send_at: iso(c.sendAt),
    started_at: iso(c.startedAt),
    finished_at: iso(c.finishedAt),
    counts: counts.get(c.id)!,
    created_at: c.createdAt.toISOString(),
  }));
  return { items, page: q.page, page_size: q.page_size, has_more: rows.length > q.page_size };
}

/**
 * The checks a campaign's content must pass before it is saved or sent: a template that is the
 * shop's and approved, values for exactly its variables, a product for an order-page link.
 * Answers the template as it is now (null: SMS only).
 */
export async function checkContent(
  db: Db,
  shopId: string,
  c: Pick<Campaign, 'whatsappTemplateId' | 'whatsappValues' | 'linkTarget' | 'linkProductId'> & {
    audience?: Pick<Campaign['audience'], 'segment_id'>;
  },
): Promise<CampaignTemplate | null> {
  if (c.audience?.segment_id) {
    // The segment's own table, read for its existence only (segments has no face yet).
    const [segment] = await db
      .select({ id: segments.id })
      .from(segments)
      .where(and(eq(segments.shopId, shopId), eq(segments.id, c.audience.segment_id)));
    if (!segment) throw badRequest('segment_not_found', {}, 'audience.segment_id');
  }
  if (c.linkTarget === 'order_page' && !c.linkProductId)
    throw badRequest('campaign_product_required', {}, 'link_product_id');
  if (!c.whatsappTemplateId) return null;
  const t = await approvedTemplate(db, shopId, c.whatsappTemplateId);
  if (!t) throw badRequest('template_not_approved', {}, 'whatsapp_template_id');
  if (c.whatsappValues.length !== t.variableCount)
    throw badRequest('template_variables_mismatch', { count: t.variableCount }, 'whatsapp_values');
  return { id: t.id, name: t.name, language: t.language, body: t.body, phoneNumberId: t.phoneNumberId };
}

const columnsOf = (input: CampaignUpdate) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.audience !== undefined ? { audience: input.audience } : {}),
  ...(input.sms_text_en !== undefined ? { smsTextEn: input.sms_text_en } : {}),
  ...(input.sms_text_sw !== undefined ? { smsTextSw: input.sms_text_sw } : {}),
  ...(input.whatsapp_template_id !== undefined ? { whatsappTemplateId: input.whatsapp_template_id } : {}),
  ...(input.whatsapp_values !== undefined ? { whatsappValues: input.whatsapp_values } : {}),
  ...(input.fallback_after_minutes !== undefined ? { fallbackAfterMinutes: input.fallback_after_minutes } : {}),
  ...(input.link_target !== undefined ? { linkTarget: input.link_target } : {}),
  ...(input.offer_text !== undefined ? { offerText: input.offer_text } : {}),
  ...(input.link_product_id !== undefined ? { linkProductId: input.link_product_id } : {}),
  ...(input.send_from !== undefined ? { sendFrom: input.send_from } : {}),
  ...(input.send_until !== undefined ? { sendUntil: input.send_until } : {}),
  ...(input.attribution_days !== undefined ? { attributionDays: input.attribution_days } : {}),
});

/** Bad input the schema alone cannot see: a segment of another shop is the flow's check (audienceProblem). */
function checkTexts(c: Pick<Campaign, 'smsTextEn' | 'smsTextSw' | 'whatsappTemplateId'>) {
  if (!c.smsTextEn && !c.smsTextSw && !c.whatsappTemplateId)
    throw badRequest('campaign_text_required', {}, 'sms_text_sw');
}

export async function createCampaign(
  db: Db,
  shopId: string,
  userId: string | null,
  input: CampaignCreate,
): Promise<CampaignDto> {
  const values = { shopId, createdBy: userId, ...columnsOf(input), name: input.name, audience: input.audience };
  checkTexts({
    smsTextEn: values.smsTextEn ?? '',
    smsTextSw: values.smsTextSw ?? '',
    whatsappTemplateId: values.whatsappTemplateId ?? null,
  });
  await checkContent(db, shopId, {
    whatsappTemplateId: values.whatsappTemplateId ?? null,
    whatsappValues: values.whatsappValues ?? [],
    linkTarget: values.linkTarget ?? 'chat',
    linkProductId: values.linkProductId ?? null,
    audience: input.audience,
  });
  const [row] = await db.insert(campaigns).values(values).returning();
  return toCampaignDto(row!);
}

/** A draft's change (a scheduled one goes back to draft first: cancel is for a started one). */
export async function updateCampaign(db: Db, shopId: string, id: string, input: CampaignUpdate): Promise<CampaignDto> {
  return db.transaction(async (tx) => {
    const current = await getCampaignRow(tx, shopId, id, true);
    if (current.status !== 'draft') throw conflict('campaign_not_draft');
    const next = { ...current, ...columnsOf(input) };
    checkTexts(next);
    await checkContent(tx, shopId, next);
    const [row] = await tx
      .update(campaigns)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(and(eq(campaigns.shopId, shopId), eq(campaigns.id, id)))
      .returning();
    return toCampaignDto(row!);
  });
}

/** Cancels a scheduled or sending campaign: its queued recipients are marked, their jobs then send nothing. */
export async function cancelCampaign(db: Db, shopId: string, id: string): Promise<CampaignDto> {
  await db.transaction(async (tx) => {
    const current = await getCampaignRow(tx, shopId, id, true);
    if (current.status === 'cancelled') return;
    if (current.status === 'done' || current.status === 'draft') throw conflict('campaign_not_running');
    await tx
      .update(campaigns)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(campaigns.shopId, shopId), eq(campaigns.id, id)));
    await tx
      .update(campaignRecipients)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(
        and(
          eq(campaignRecipients.shopId, shopId),
          eq(campaignRecipients.campaignId, id),
          eq(campaignRecipients.status, 'queued'),
        ),
      );
  });
  return getCampaign(db, shopId, id);
}

export const DEFAULT_SETTINGS = { capMessages: 1, capDays: 7, whatsappPrice: 55 };

export async function campaignSettingsOf(db: Db, shopId: string): Promise<typeof DEFAULT_SETTINGS> {
  const [row] = await db.select().from(campaignSettings).where(eq(campaignSettings.shopId, shopId));
  return row
    ? { capMessages: row.capMessages, capDays: row.capDays, whatsappPrice: row.whatsappPrice }
    : DEFAULT_SETTINGS;
}

const settingsDto = (s: typeof DEFAULT_SETTINGS): CampaignSettings => ({
  cap_messages: s.capMessages,
  cap_days: s.capDays,
  whatsapp_price: s.whatsappPrice,
});

export async function getSettings(db: Db, shopId: string): Promise<CampaignSettings> {
  return settingsDto(await campaignSettingsOf(db, shopId));
}

export async function saveSettings(db: Db, shopId: string, input: CampaignSettingsInput): Promise<CampaignSettings> {
  const set = {
    ...(input.cap_messages !== undefined ? { capMessages: input.cap_messages } : {}),
    ...(input.cap_days !== undefined ? { capDays: input.cap_days } : {}),
    ...(input.whatsapp_price !== undefined ? { whatsappPrice: input.whatsapp_price } : {}),
  };
  await db
    .insert(campaignSettings)
    .values({ shopId, ...set })
    .onConflictDoUpdate({ target: campaignSettings.shopId, set: { ...set, updatedAt: sql`now()` } });
  return getSettings(db, shopId);
}

// The personal link /c/<token>: the recipient's id (22 base64url characters) and 10 of its HMAC.
// Short, so that it costs few SMS characters; unguessable, so that nobody clicks for another.
const sig = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`campaign-link:${id}`).digest('base64url').slice(0, 10);

export function linkToken(secret: string, recipientId: string): string {
  const id = Buffer.from(recipientId.replace(/-/g, ''), 'hex').toString('base64url');
  return `${id}${sig(secret, recipientId)}`;
}

/** The recipient id a token names, or null when it is not one of ours. */
export function recipientOfToken(secret: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const hex = Buffer.from(token.slice(0, 22), 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const a = Buffer.from(token.slice(22));
  const b = Buffer.from(sig(secret, id));
  return a.length === b.length && timingSafeEqual(a, b) ? id : null;
}

export const linkPath = (secret: string, recipientId: string) => `/c/${linkToken(secret, recipientId)}`;

export { RECIPIENT_STATUSES };
