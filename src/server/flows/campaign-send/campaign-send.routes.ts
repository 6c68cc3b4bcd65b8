import { and, eq, sql } from 'drizzle-orm';
import {
  audienceCountAnswerSchema,
  campaignPreviewSchema,
  campaignRecipientsSchema,
  campaignResultsSchema,
  campaignSchema,
  campaignTestSendAnswerSchema,
  type CampaignPreview,
  type SmsPreview,
} from '../../../lib/contracts/campaign.ts';
import {
  audienceCountSchema,
  campaignRecipientsQuerySchema,
  campaignScheduleSchema,
  campaignTestSendSchema,
} from '../../../lib/campaign-schemas.ts';
import { countSms, fillSmsText, sampleValues, smsCost, smsWithHint } from '../../../lib/sms-text.ts';
import { nextSendingTime } from '../../../lib/quiet-hours.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { dbOf, shopOf, txOf, userOf, type RouteContext } from '../../http/route-glue.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { users } from '../../db/schema/accounts.ts';
import { shops } from '../../db/schema/shops.ts';
import { sendToPhone } from '../../chatbot/outbound.ts';
import {
  campaignRecipients,
  campaigns,
  cancelCampaign,
  campaignSettingsOf,
  checkContent,
  getCampaign,
  getCampaignRow,
} from '../../modules/campaigns/index.ts';
import { sendSms, smsSender } from '../../modules/sms/index.ts';
import { approvedTemplate } from '../../modules/whatsapp-templates/index.ts';
import { optOutHint } from '../../modules/consent/index.ts';
import { countAudience, countAudienceDetail, type Reach } from './audience.ts';
import { START_QUEUE, queueStart } from './send.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { campaignResults } from './results.ts';

const tags = ['Campaigns' as const];
/** The personal link's length: the app's address, "/c/" and a 32-character token. */
const linkLength = (env: Env) => env.appUrl.length + 3 + 32;
const depsOf = (c: RouteContext) => c.get('deps');

async function reachOf(db: Db, shopId: string, whatsapp: boolean, sms: boolean): Promise<Reach> {
  const settings = await campaignSettingsOf(db, shopId);
  const sender = sms ? await smsSender(db, shopId) : null;
  return { whatsapp, sms: sms && sender !== null, capMessages: settings.capMessages, capDays: settings.capDays };
}

const shopNameOf = async (db: Db, shopId: string) =>
  (await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)))[0]?.name ?? '';

export async function previewCampaign(db: Db, env: Env, shopId: string, id: string): Promise<CampaignPreview> {
  const c = await getCampaignRow(db, shopId, id);
  const template = await checkContent(db, shopId, c).catch(() => null);
  const sender = await smsSender(db, shopId);
  const settings = await campaignSettingsOf(db, shopId);
  const reach = await reachOf(db, shopId, template !== null, Boolean(c.smsTextEn || c.smsTextSw));
  const { count, smsEn } = await countAudienceDetail(db, shopId, c.audience, reach);
  const shopName = await shopNameOf(db, shopId);
  const values = sampleValues(shopName, linkLength(env));
  // The opt-out link is the recipient's own link with /stop (flows/campaign-send/message-text.ts).
  const sample = `${values.link}/stop`;
  const sms: SmsPreview[] = [];
  const partsOf: Record<'en' | 'sw', number> = { en: 0, sw: 0 };
  for (const language of ['en', 'sw'] as const) {
    const text = language === 'en' ? c.smsTextEn : c.smsTextSw;
    if (!text) continue;
    const full = smsWithHint(fillSmsText(text, values), `${optOutHint(language)} ${sample}`);
    const n = countSms(full);
    partsOf[language] = n.parts;
    sms.push({ language, text: full, encoding: n.encoding, length: n.length, parts: n.parts, per_part: n.perPart });
  }
  // A customer of a language without its own text gets the other one.
  const en = partsOf.en || partsOf.sw;
  const sw = partsOf.sw || partsOf.en;
  const smsParts = smsEn * en + (count.sms - smsEn) * sw;
  const price = sender?.pricePerPart ?? 0;
  const smsTzs = smsCost(smsParts, price);
  const waTzs = count.whatsapp * settings.whatsappPrice;
  const now = new Date();
  const first = nextSendingTime(now, c.sendFrom, c.sendUntil);
  return {
    audience: count,
    sms,
    whatsapp: template
      ? {
          template_name: template.name,
          language: template.language,
          body: c.whatsappValues.reduce(
            (body, v, i) => body.replaceAll(`{{${i + 1}}}`, 'variable' in v ? values[v.variable] : v.text),
            template.body,
          ),
        }
      : null,
    cost: {
      sms_parts: smsParts,
      price_per_part: price,
      sms_tzs: smsTzs,
      whatsapp_messages: count.whatsapp,
      whatsapp_price: settings.whatsappPrice,
      whatsapp_tzs: waTzs,
      total_tzs: smsTzs + waTzs,
    },
    sms_sender: sender ? { sender_name: sender.senderName, state: sender.senderState } : null,
    first_send_at: first === now ? null : first.toISOString(),
  };
}

/** Draft → scheduled (or sending now): checks again, then queues the start in the same transaction. */
async function schedule(db: Db, shopId: string, id: string, at: Date | null) {
  const c = await getCampaignRow(db, shopId, id, true);
  // A scheduled campaign may still be sent now: its start job is brought forward.
  if (c.status === 'scheduled' && at === null) {
    await db
      .update(campaigns)
      .set({ sendAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(campaigns.shopId, shopId), eq(campaigns.id, id)));
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.queue, START_QUEUE), eq(jobs.dedupeKey, id), eq(jobs.status, 'queued')));
    return getCampaign(db, shopId, id);
  }
  if (c.status !== 'draft') throw conflict('campaign_not_draft');
  await checkContent(db, shopId, c);
  if ((c.smsTextEn || c.smsTextSw) && !c.whatsappTemplateId && !(await smsSender(db, shopId)))
    throw badRequest('sms_account_required');
  const when = at ?? new Date();
  await db
    .update(campaigns)
    .set({ status: 'scheduled', sendAt: when, updatedAt: sql`now()` })
    .where(and(eq(campaigns.shopId, shopId), eq(campaigns.id, id)));
  await queueStart(db, shopId, id, when);
  return getCampaign(db, shopId, id);
}

async function testSend(
  db: Db,
  env: Env,
  shopId: string,
  userId: string,
  id: string,
  body: { channel: 'sms' | 'whatsapp'; language: 'en' | 'sw'; phone?: string | undefined },
) {
  const c = await getCampaignRow(db, shopId, id);
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const to = body.phone ?? user?.phone ?? '';
  if (!/^\+255[67]\d{8}$/.test(to)) throw badRequest('phone_required', {}, 'phone');
  const shopName = await shopNameOf(db, shopId);
  const values = { name: 'Test', shop: shopName, link: `${env.appUrl}/c/test`, amount_owed: '0' };
  if (body.channel === 'whatsapp') {
    const template = await checkContent(db, shopId, c);
    if (!template) throw badRequest('template_not_approved', {}, 'whatsapp_template_id');
    const params = c.whatsappValues.map((v) => ('variable' in v ? values[v.variable] : v.text));
    const text = params.reduce((b, v, i) => b.replaceAll(`{{${i + 1}}}`, v), template.body);
    const message = await sendToPhone(db, {
      shopId,
      channel: 'whatsapp',
      externalId: to.slice(1),
      party: { customerId: null, customerName: 'Test', customerPhone: to, language: body.language },
      contents: [{ kind: 'template', name: template.name, language: template.language, text, params }],
    });
    return { channel: 'whatsapp' as const, to, text, status: message ? 'pending' : 'failed', reason: null };
  }
  const raw = body.language === 'en' ? c.smsTextEn || c.smsTextSw : c.smsTextSw || c.smsTextEn;
  if (!raw) throw badRequest('campaign_text_required', {}, 'sms_text_sw');
  const text = smsWithHint(fillSmsText(raw, values), optOutHint(body.language));
  const sent = await sendSms(db, env, { shopId, to, text, purpose: 'campaign', ref: null });
  return { channel: 'sms' as const, to, text, status: sent.status, reason: sent.reason };
}

export const campaignSendRoutes = [
  // The live count while the merchant builds the audience: POST because the audience is a body; it only reads.
  declareRoute({
    method: 'POST',
    path: '/api/campaigns/audience/count',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'Count an audience: who gets it on which channel, who is left out and why (reads only)',
    body: audienceCountSchema,
    answers: { 200: audienceCountAnswerSchema },
    handler: async (c, { body }) => {
      const reach = await reachOf(dbOf(c), shopOf(c), false, true);
      if (body.whatsapp_template_id)
        reach.whatsapp = (await approvedTemplate(dbOf(c), shopOf(c), body.whatsapp_template_id)) !== null;
      return c.json(await countAudience(dbOf(c), shopOf(c), body.audience, reach));
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/campaigns/:id/preview',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'Preview a campaign: texts with characters, encoding and parts, the audience, and the cost in TZS',
    params: idParams,
    answers: { 200: campaignPreviewSchema },
    handler: async (c, { params }) => c.json(await previewCampaign(dbOf(c), depsOf(c).env, shopOf(c), params.id)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/campaigns/:id/test',
    access: perm('campaigns', 'update'),
    tags,
    summary: "Send the campaign's message once to the merchant's own phone",
    params: idParams,
    body: campaignTestSendSchema,
    answers: { 200: campaignTestSendAnswerSchema },
    handler: async (c, { params, body }) =>
      c.json(await testSend(dbOf(c), depsOf(c).env, shopOf(c), userOf(c), params.id, body)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/campaigns/:id/schedule',
    access: perm('campaigns', 'update'),
    tags,
    summary: 'Schedule a draft campaign (a time in the past is refused)',
    params: idParams,
    body: campaignScheduleSchema,
    idempotent: true,
    answers: { 200: campaignSchema },
    errors: [409, 422],
    handler: async (c, { params, body }) => {
      const at = new Date(body.send_at);
      if (at.getTime() < Date.now()) throw badRequest('schedule_in_past', {}, 'send_at');
      return c.json(await schedule(txOf(c), shopOf(c), params.id, at));
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/campaigns/:id/send',
    access: perm('campaigns', 'update'),
    tags,
    summary: 'Send a draft or scheduled campaign now (within its sending hours)',
    params: idParams,
    idempotent: true,
    answers: { 200: campaignSchema },
    errors: [409, 422],
    handler: async (c, { params }) => c.json(await schedule(txOf(c), shopOf(c), params.id, null)),
  }),

  // After send and schedule: the route sweeps reach them in this order (a draft, scheduled, sent, then cancelled).
  declareRoute({
    method: 'POST',
    path: '/api/campaigns/:id/cancel',
    access: perm('campaigns', 'update'),
    tags,
    summary: 'Cancel a scheduled or sending campaign: recipients not yet sent to get nothing',
    params: idParams,
    idempotent: true,
    answers: { 200: campaignSchema },
    errors: [409, 422],
    handler: async (c, { params }) => c.json(await cancelCampaign(txOf(c), shopOf(c), params.id)),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/campaigns/:id/results',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'What a campaign did: sent, delivered, read, failed and why, opted out, clicked, ordered and paid',
    params: idParams,
    answers: { 200: campaignResultsSchema },
    handler: async (c, { params }) => c.json(await campaignResults(dbOf(c), shopOf(c), params.id)),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/campaigns/:id/recipients',
    access: perm('campaigns', 'read'),
    tags,
    summary: "A campaign's recipients, paginated, with their channel, status and reason",
    params: idParams,
    query: campaignRecipientsQuerySchema,
    answers: { 200: campaignRecipientsSchema },
    handler: async (c, { params, query }) => {
      const db = dbOf(c);
      await getCampaignRow(db, shopOf(c), params.id);
      const rows = await db
        .select()
        .from(campaignRecipients)
        .where(
          and(
            eq(campaignRecipients.shopId, shopOf(c)),
            eq(campaignRecipients.campaignId, params.id),
            query.status ? eq(campaignRecipients.status, query.status) : undefined,
          ),
        )
        .orderBy(campaignRecipients.id)
        .limit(query.page_size + 1)
        .offset((query.page - 1) * query.page_size);
      return c.json({
        items: rows.slice(0, query.page_size).map((r) => ({
          id: r.id,
          customer_id: r.customerId,
          customer_name: r.name,
          phone: r.phone,
          channel: r.channel,
          status: r.status,
          reason: r.reason,
          fell_back: r.fellBack,
          sent_at: r.sentAt?.toISOString() ?? null,
          clicked_at: r.clickedAt?.toISOString() ?? null,
        })),
        page: query.page,
        page_size: query.page_size,
        has_more: rows.length > query.page_size,
      });
    },
  }),
] satisfies RouteDef[];
