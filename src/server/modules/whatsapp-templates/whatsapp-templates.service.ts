import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { TemplateSync, WhatsappTemplate as TemplateDto } from '../../../lib/contracts/whatsapp-template.ts';
import { isUuid } from '../../../lib/ids.ts';
import { cutAt } from '../../../lib/text-cut.ts';
import {
  TEMPLATE_LANGUAGES,
  variableCountOf,
  type CreateTemplateInput,
} from '../../../lib/whatsapp-template-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { WhatsappAccount } from '../../db/schema/whatsapp.ts';
import {
  whatsappTemplates,
  type TemplateComponent,
  type WhatsappTemplate,
} from '../../db/schema/whatsapp-templates.ts';
import type { Env } from '../../env.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { accessTokenOf, accountOfShop } from '../../whatsapp/account.ts';
import { graphRequest, type GraphResponse } from '../../whatsapp/graph-client.ts';

type GraphEnv = Pick<Env, 'WHATSAPP_GRAPH_URL' | 'WHATSAPP_API_VERSION' | 'secretKey'>;

/** The fields asked of Meta for each template (GET /{waba-id}/message_templates). */
const FIELDS = 'id,name,language,status,category,components,rejected_reason';
const PAGE_LIMIT = '100';
/** Far past any business account's template limit (6,000 at 100 a page): a loop guard, not a cap. */
const MAX_PAGES = 100;

/** The shop's connected number, or a clear 409: templates belong to its business account. */
async function connectedAccount(db: Db, shopId: string): Promise<WhatsappAccount> {
  const account = await accountOfShop(db, shopId);
  if (!account || account.status !== 'connected') throw conflict('template_whatsapp_not_connected');
  return account;
}

/** Meta's answer when it is not a success: unreachable (502), a duplicate (409), or its refusal in its words (422). */
function metaFailure(res: GraphResponse): AppError {
  if (res.status === 0 || res.status >= 500) return new AppError(502, 'template_meta_unreachable');
  const error = res.json?.error ?? {};
  const words = String(error.error_user_msg ?? error.error_user_title ?? error.message ?? `HTTP ${res.status}`);
  // Meta: code 100, subcode 2388024 "Message template already exists" (content in this language).
  if (error.error_subcode === 2388024 || /already exists/i.test(String(error.error_user_title ?? error.message ?? '')))
    return conflict('template_name_taken');
  return new AppError(422, 'template_meta_refused', { reason: cutAt(words, 300) });
}

const componentOf = (components: TemplateComponent[], type: string) =>
  components.find((c) => c.type?.toUpperCase() === type);

const bodyOf = (components: TemplateComponent[]) => componentOf(components, 'BODY')?.text ?? '';

/** Meta's components of our create input (the POST body's `components`). */
export function componentsOf(input: CreateTemplateInput): TemplateComponent[] {
  const components: TemplateComponent[] = [];
  if (input.header) components.push({ type: 'HEADER', format: 'TEXT', text: input.header });
  const count = variableCountOf(input.body);
  components.push({
    type: 'BODY',
    text: input.body,
    ...(count > 0 ? { example: { body_text: [input.examples.slice(0, count)] } } : {}),
  });
  if (input.footer) components.push({ type: 'FOOTER', text: input.footer });
  if (input.buttons.length)
    components.push({
      type: 'BUTTONS',
      buttons: input.buttons.map((b) =>
        b.type === 'URL' ? { type: 'URL', text: b.text, url: b.url } : { type: 'QUICK_REPLY', text: b.text },
      ),
    });
  return components;
}

const isOurLanguage = (language: string): language is 'en' | 'sw' =>
  (TEMPLATE_LANGUAGES as readonly string[]).includes(language);

export function toTemplateDto(row: WhatsappTemplate, account: WhatsappAccount | null): TemplateDto {
  const header = componentOf(row.components, 'HEADER');
  const footer = componentOf(row.components, 'FOOTER');
  const buttons = componentOf(row.components, 'BUTTONS')?.buttons ?? [];
  const examples = componentOf(row.components, 'BODY')?.example?.body_text?.[0] ?? [];
  return {
    id: row.id,
    meta_id: row.metaId,
    name: row.name,
    language: row.language,
    category: row.category,
    status: row.status,
    rejected_reason: row.rejectedReason,
    rejection_detail: row.rejectionDetail,
    header: header?.format && header.format !== 'TEXT' ? `[${header.format}]` : (header?.text ?? null),
    body: row.body,
    examples: examples.map(String),
    footer: footer?.text ?? null,
    buttons: buttons.map((b) => ({
      type: String(b.type),
      text: String(b.text ?? ''),
      url: b.url ? String(b.url) : null,
    })),
    variable_count: row.variableCount,
    sendable:
      row.status === 'APPROVED' &&
      isOurLanguage(row.language) &&
      account?.status === 'connected' &&
      account.wabaId === row.wabaId,
    status_at: row.statusAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listTemplates(db: Db, shopId: string) {
  const account = await accountOfShop(db, shopId);
  const rows = await db
    .select()
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.shopId, shopId))
    .orderBy(desc(whatsappTemplates.createdAt), whatsappTemplates.name);
  return {
    items: rows.map((row) => toTemplateDto(row, account)),
    waba_id: account && account.status === 'connected' ? account.wabaId : null,
  };
}

export async function getTemplate(db: Db, shopId: string, id: string): Promise<TemplateDto> {
  const [row] = await db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.shopId, shopId), eq(whatsappTemplates.id, id)));
  if (!row) throw notFound('wa_template_not_found');
  return toTemplateDto(row, await accountOfShop(db, shopId));
}

/** Meta's "no reason" word, and anything not a text, is no reason. */
const reasonOf = (value: unknown): string | null =>
  typeof value === 'string' && value && value !== 'NONE' ? cutAt(value, 200) : null;

type MetaTemplate = {
  id?: unknown;
  name?: unknown;
  language?: unknown;
  status?: unknown;
  category?: unknown;
  components?: unknown;
  rejected_reason?: unknown;
};

/**
 * Reads every page of the number's templates from Meta (paging.cursors.after while paging.next
 * is given) and keeps each by name and language; ours that Meta no longer lists become DELETED.
 * All pages are read before anything is written: a failure part-way writes nothing.
 */
export async function syncTemplates(db: Db, env: GraphEnv, shopId: string): Promise<TemplateSync> {
  const account = await connectedAccount(db, shopId);
  const accessToken = accessTokenOf(env, account);
  const listed: MetaTemplate[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await graphRequest(env, {
      method: 'GET',
      path: `/${account.wabaId}/message_templates`,
      accessToken,
      query: { fields: FIELDS, limit: PAGE_LIMIT, ...(after ? { after } : {}) },
      shopId,
      db,
    });
    if (res.status !== 200 || !Array.isArray(res.json?.data)) throw metaFailure(res);
    listed.push(...(res.json.data as MetaTemplate[]));
    const next = res.json.paging?.next;
    const cursor = res.json.paging?.cursors?.after;
    if (!next || typeof cursor !== 'string' || !cursor) break;
    after = cursor;
  }
  const rows = listed.flatMap((t) => {
    const metaId = typeof t.id === 'string' || typeof t.id === 'number' ? String(t.id) : '';
    if (!metaId || typeof t.name !== 'string' || typeof t.language !== 'string') return [];
    const components = Array.isArray(t.components) ? (t.components as TemplateComponent[]) : [];
    const body = bodyOf(components);
    return [
      {
        shopId,
        metaId,
        wabaId: account.wabaId,
        name: cutAt(t.name, 512),
        language: cutAt(t.language, 20),
        category: typeof t.category === 'string' ? t.category : 'UNKNOWN',
        status: typeof t.status === 'string' ? t.status : 'PENDING',
        rejectedReason: reasonOf(t.rejected_reason),
        components,
        body,
        variableCount: variableCountOf(body),
      },
    ];
  });
  // Meta never lists one name and language twice; if it did, the last one is kept.
  const unique = [...new Map(rows.map((r) => [`${r.name}\n${r.language}`, r])).values()];
  return db.transaction(async (tx) => {
    if (unique.length)
      await tx
        .insert(whatsappTemplates)
        .values(unique)
        .onConflictDoUpdate({
          target: [whatsappTemplates.shopId, whatsappTemplates.name, whatsappTemplates.language],
          set: {
            metaId: sql`excluded.meta_id`,
            wabaId: sql`excluded.waba_id`,
            category: sql`excluded.category`,
            status: sql`excluded.status`,
            rejectedReason: sql`excluded.rejected_reason`,
            // Meta's list has no explanation beyond the reason: the webhook's stays while the reason does.
            rejectionDetail: sql`case when excluded.rejected_reason is not distinct from ${whatsappTemplates.rejectedReason} then ${whatsappTemplates.rejectionDetail} end`,
            components: sql`excluded.components`,
            body: sql`excluded.body`,
            variableCount: sql`excluded.variable_count`,
            statusAt: sql`now()`,
            updatedAt: sql`now()`,
          },
        });
    const seen = unique.map((r) => r.metaId);
    const removed = await tx
      .update(whatsappTemplates)
      .set({ status: 'DELETED', statusAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(whatsappTemplates.shopId, shopId),
          eq(whatsappTemplates.wabaId, account.wabaId),
          ne(whatsappTemplates.status, 'DELETED'),
          ...(seen.length ? [notInArray(whatsappTemplates.metaId, seen)] : []),
        ),
      )
      .returning({ id: whatsappTemplates.id });
    return { synced: unique.length, removed: removed.length };
  });
}

/**
 * Submits a template for review (POST /{waba-id}/message_templates) and keeps it as Meta answers
 * (normally PENDING). The input was checked against Meta's rules before this runs (the route's
 * schema); a name already used in this language is 409 before anything is sent.
 */
export async function createTemplate(
  db: Db,
  env: GraphEnv,
  shopId: string,
  input: CreateTemplateInput,
): Promise<TemplateDto> {
  const account = await connectedAccount(db, shopId);
  const [taken] = await db
    .select({ id: whatsappTemplates.id })
    .from(whatsappTemplates)
    .where(
      and(
        eq(whatsappTemplates.shopId, shopId),
        eq(whatsappTemplates.name, input.name),
        eq(whatsappTemplates.language, input.language),
      ),
    );
  if (taken) throw conflict('template_name_taken', undefined, 'name');
  const components = componentsOf(input);
  const res = await graphRequest(env, {
    method: 'POST',
    path: `/${account.wabaId}/message_templates`,
    accessToken: accessTokenOf(env, account),
    body: { name: input.name, language: input.language, category: input.category, components },
    shopId,
    db,
  });
  const metaId = res.json?.id;
  if (res.status !== 200 || (typeof metaId !== 'string' && typeof metaId !== 'number')) throw metaFailure(res);
  const values = {
    shopId,
    metaId: String(metaId),
    wabaId: account.wabaId,
    name: input.name,
    language: input.language,
    category: typeof res.json.category === 'string' ? res.json.category : input.category,
    status: typeof res.json.status === 'string' ? res.json.status : 'PENDING',
    rejectedReason: null,
    components,
    body: input.body,
    variableCount: variableCountOf(input.body),
  };
  // A sync that ran meanwhile may have kept it already: Meta's answer is the same template.
  const [row] = await db
    .insert(whatsappTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: [whatsappTemplates.shopId, whatsappTemplates.name, whatsappTemplates.language],
      set: { ...values, statusAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning();
  return toTemplateDto(row!, account);
}

/** What Meta says of a template in a `message_template_status_update` change, read tolerantly. */
export type TemplateStatusEvent = {
  wabaId: string;
  metaId: string;
  event: string;
  reason: string | null;
  detail: string | null;
  at: Date;
};

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const word = (v: unknown) =>
  (typeof v === 'string' && v && !v.includes('\0') && v.isWellFormed()) || typeof v === 'number' ? String(v) : null;

/**
 * The event of one webhook change (field message_template_status_update), or null when it names no
 * template: `{ event, message_template_id, reason, rejection_info?: { reason, recommendation } }`,
 * its business account being the entry's id and its time the entry's `time` (Unix seconds).
 */
export function templateStatusEvent(
  wabaId: string | null,
  entryTime: unknown,
  change: unknown,
): TemplateStatusEvent | null {
  const value = record(record(change)?.value);
  const metaId = word(value?.message_template_id);
  const event = word(value?.event);
  if (!wabaId || !metaId || !event) return null;
  const info = record(value?.rejection_info);
  const detail = [word(info?.reason), word(info?.recommendation)].filter(Boolean).join(' — ');
  const seconds = typeof entryTime === 'number' ? entryTime : Number(entryTime);
  return {
    wabaId,
    metaId,
    event: event.toUpperCase().slice(0, 40),
    reason: reasonOf(value?.reason),
    detail: detail ? cutAt(detail, 1000) : null,
    at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
  };
}

/** Events that say something of the template without changing whether it may be sent. */
const NOT_A_STATE = new Set(['FLAGGED', 'LOCKED', 'UNLOCKED']);
const STATE_OF: Record<string, string> = { REINSTATED: 'APPROVED', UNARCHIVED: 'APPROVED' };

/**
 * Applies Meta's event to the shop's template of that business account. An event older than what
 * we already know (by sync or a later webhook) changes nothing; an unknown word is kept as the
 * state (it is not APPROVED, so nothing is sent with it until Meta says so). True when a row changed.
 */
export async function applyTemplateStatus(db: Db, shopId: string, e: TemplateStatusEvent): Promise<boolean> {
  if (NOT_A_STATE.has(e.event)) return false;
  const status = STATE_OF[e.event] ?? e.event;
  const rejected = status === 'REJECTED';
  const changed = await db
    .update(whatsappTemplates)
    .set({
      status,
      rejectedReason: rejected ? e.reason : null,
      rejectionDetail: rejected ? e.detail : null,
      statusAt: e.at,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(whatsappTemplates.shopId, shopId),
        eq(whatsappTemplates.wabaId, e.wabaId),
        eq(whatsappTemplates.metaId, e.metaId),
        // Meta's time is in whole seconds: an event of the same second as what we know still applies.
        sql`date_trunc('second', ${whatsappTemplates.statusAt}) <= ${e.at.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: whatsappTemplates.id });
  return changed.length > 0;
}

export type ApprovedTemplate = {
  id: string;
  name: string;
  language: 'en' | 'sw';
  category: string;
  body: string;
  variableCount: number;
  phoneNumberId: string;
};

/**
 * The template if it is the shop's, APPROVED, in en or sw, and of the business account of the
 * number connected now (its phone number id is the sender); else null.
 */
export async function approvedTemplate(db: Db, shopId: string, templateId: string): Promise<ApprovedTemplate | null> {
  if (!isUuid(templateId)) return null;
  const account = await accountOfShop(db, shopId);
  if (!account || account.status !== 'connected') return null;
  const [row] = await db
    .select()
    .from(whatsappTemplates)
    .where(
      and(
        eq(whatsappTemplates.shopId, shopId),
        eq(whatsappTemplates.id, templateId),
        eq(whatsappTemplates.status, 'APPROVED'),
        eq(whatsappTemplates.wabaId, account.wabaId),
        inArray(whatsappTemplates.language, [...TEMPLATE_LANGUAGES]),
      ),
    );
  if (!row || !isOurLanguage(row.language)) return null;
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    category: row.category,
    body: row.body,
    variableCount: row.variableCount,
    phoneNumberId: account.phoneNumberId,
  };
}
