import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { PopupConfig, PopupDto, PopupList } from '../../../lib/contracts/popup.ts';
import type { PopupCreate, PopupEvent, PopupPhone } from '../../../lib/popup-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { popupEvents, popups, type Popup } from '../../db/schema/popups.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { recordConsent } from '../consent/index.ts';
import { findOrCreateCustomer } from '../customers/index.ts';

// Website pop-ups (issue 28): the shop's pop-ups, and what the widget's loader reads and reports.
// Every query takes the shop id and filters by it.

/** A shop keeps at most this many pop-ups (a list, not a table to page through). */
export const MAX_POPUPS = 100;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const mediaUrl = (path: string | null) => (path ? `/media/${path}` : null);

function isLive(p: Popup, now: Date): boolean {
  return p.status === 'active' && (!p.startsAt || p.startsAt <= now) && (!p.endsAt || p.endsAt > now);
}

export function toPopupDto(p: Popup, now = new Date()): PopupDto {
  return {
    id: p.id,
    name: p.name,
    status: p.status,
    live: isLive(p, now),
    position: p.position,
    triggers: p.triggers,
    frequency: p.frequency,
    action: p.action,
    variants: p.variants,
    image_url: mediaUrl(p.imagePath),
    starts_at: iso(p.startsAt),
    ends_at: iso(p.endsAt),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export async function getPopupRow(db: Db | Tx, shopId: string, id: string): Promise<Popup> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(eq(popups.shopId, shopId), eq(popups.id, id)));
  if (!row) throw notFound('popup_not_found');
  return row;
}

export async function getPopup(db: Db, shopId: string, id: string): Promise<PopupDto> {
  return toPopupDto(await getPopupRow(db, shopId, id));
}

export async function listPopups(db: Db, shopId: string): Promise<PopupList> {
  const rows = await db
    .select()
    .from(popups)
    .where(eq(popups.shopId, shopId))
    .orderBy(desc(popups.createdAt), desc(popups.id))
    .limit(MAX_POPUPS);
  const now = new Date();
  return { items: rows.map((r) => toPopupDto(r, now)) };
}

const columnsOf = (body: PopupCreate) => ({
  name: body.name,
  status: body.status,
  position: body.position,
  triggers: body.triggers,
  frequency: body.frequency,
  action: body.action,
  variants: body.variants,
  startsAt: body.starts_at ? new Date(body.starts_at) : null,
  endsAt: body.ends_at ? new Date(body.ends_at) : null,
});

export async function createPopup(tx: Tx, shopId: string, body: PopupCreate): Promise<PopupDto> {
  // The shop's pop-ups are counted under a lock on the shop's rows, so 40 creates at once stop at the cap.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('popups:' || ${shopId}))`);
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(popups)
    .where(eq(popups.shopId, shopId));
  if (count >= MAX_POPUPS) throw badRequest('popup_limit', { max: MAX_POPUPS });
  const [row] = await tx
    .insert(popups)
    .values({ shopId, ...columnsOf(body) })
    .returning();
  return toPopupDto(row!);
}

export async function updatePopup(tx: Tx, shopId: string, id: string, body: PopupCreate): Promise<PopupDto> {
  const [row] = await tx
    .update(popups)
    .set({ ...columnsOf(body), updatedAt: sql`now()` })
    .where(and(eq(popups.shopId, shopId), eq(popups.id, id)))
    .returning();
  if (!row) throw notFound('popup_not_found');
  return toPopupDto(row);
}

/** Deletes the pop-up and its events; answers the image to remove from disk after commit. */
export async function deletePopup(tx: Tx, shopId: string, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(popups)
    .where(and(eq(popups.shopId, shopId), eq(popups.id, id)))
    .returning({ imagePath: popups.imagePath });
  if (!row) throw notFound('popup_not_found');
  return row.imagePath;
}

/** Sets (or clears) the image; answers the pop-up and the image it replaced. */
export async function setPopupImage(
  db: Db,
  shopId: string,
  id: string,
  imagePath: string | null,
): Promise<{ popup: PopupDto; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ imagePath: popups.imagePath })
      .from(popups)
      .where(and(eq(popups.shopId, shopId), eq(popups.id, id)))
      .for('update');
    if (!old) throw notFound('popup_not_found');
    const [row] = await tx
      .update(popups)
      .set({ imagePath, updatedAt: sql`now()` })
      .where(and(eq(popups.shopId, shopId), eq(popups.id, id)))
      .returning();
    return { popup: toPopupDto(row!), previous: old.imagePath };
  });
}

// ---- the loader's side ----

const liveWhere = (shopId: string, now: Date) =>
  and(
    eq(popups.shopId, shopId),
    eq(popups.status, 'active'),
    or(isNull(popups.startsAt), lte(popups.startsAt, now)),
    or(isNull(popups.endsAt), gt(popups.endsAt, now)),
  );

/** The shop's live pop-ups, as the loader needs them (the page decides the rest: path, visit, frequency). */
export async function livePopups(db: Db, shopId: string, now = new Date()): Promise<PopupConfig> {
  const rows = await db
    .select()
    .from(popups)
    .where(liveWhere(shopId, now))
    .orderBy(desc(popups.createdAt), desc(popups.id))
    .limit(MAX_POPUPS);
  return {
    popups: rows.map((p) => ({
      id: p.id,
      position: p.position,
      frequency: p.frequency,
      triggers: p.triggers,
      action: p.action,
      image_url: mediaUrl(p.imagePath),
      variants: p.variants.filter((v) => v.weight > 0),
    })),
  };
}

/** A live pop-up of the shop with that variant, or 404 (a closed or another shop's pop-up counts nothing). */
async function livePopup(db: Db | Tx, shopId: string, id: string, variant: string): Promise<Popup> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(liveWhere(shopId, new Date()), eq(popups.id, id)));
  if (!row || !row.variants.some((v) => v.key === variant)) throw notFound('popup_not_found');
  return row;
}

export async function recordPopupEvent(db: Db, shopId: string, event: PopupEvent): Promise<void> {
  await livePopup(db, shopId, event.popup_id, event.variant);
  await db.insert(popupEvents).values({
    shopId,
    id: timeOrderedId(),
    popupId: event.popup_id,
    variant: event.variant,
    kind: event.kind,
    visitorId: event.visitor_id,
    chatId: event.kind === 'clicked' ? (event.chat_id ?? null) : null,
  });
}

/**
 * A phone number left in a pop-up: the shop's customer of that number (made if new) gets an
 * opt-in per ticked channel, with the very words the visitor agreed to and 'popup' as the source.
 */
export async function capturePhone(db: Db, shopId: string, body: PopupPhone): Promise<void> {
  await db.transaction(async (tx) => {
    const popup = await livePopup(tx, shopId, body.popup_id, body.variant);
    const action = popup.action;
    if (action.kind !== 'phone') throw badRequest('popup_not_phone');
    if (!body.channels.every((c) => action.channels.includes(c)))
      throw badRequest('popup_channel_not_offered', {}, 'channels');
    const words =
      (body.language === 'sw' ? action.consent_sw : action.consent_en) || action.consent_en || action.consent_sw;
    const customer = await findOrCreateCustomer(tx, shopId, { phone: body.phone, name: '', language: body.language });
    for (const channel of body.channels)
      await recordConsent(tx, { shopId, customerId: customer.id, channel, state: 'opted_in', source: 'popup', words });
    await tx.insert(popupEvents).values({
      shopId,
      id: timeOrderedId(),
      popupId: popup.id,
      variant: body.variant,
      kind: 'phone',
      visitorId: body.visitor_id,
      customerId: customer.id,
    });
  });
}
