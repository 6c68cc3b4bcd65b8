import { and, eq, sql } from 'drizzle-orm';
import { conversationMessages } from '../db/schema/chat.ts';
import type { Deps } from '../http/context.ts';
import { accessTokenOf, accountOfShop } from './account.ts';
import { graphRequest } from './graph-client.ts';
import { MEDIA_REF_PREFIX } from './parse-webhook.ts';

/**
 * The bytes of a customer's media message. A webhook gives only the media id; Meta's URL for it
 * needs the shop's token, both to look up (GET /{media-id}) and to download, and expires after a
 * few minutes, so the inbox asks the server each time (an authenticated route can stream this).
 * Only media that arrived in this shop's conversations can be fetched. Null when unknown or gone.
 */
export type MediaFile = { bytes: Uint8Array; contentType: string };
const MAX_BYTES = 100 * 1024 * 1024;

export async function fetchMedia(deps: Deps, shopId: string, mediaId: string): Promise<MediaFile | null> {
  if (!/^[\w.-]{1,128}$/.test(mediaId)) return null;
  const { db } = deps.database;
  const [owned] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.shopId, shopId),
        eq(conversationMessages.direction, 'in'),
        sql`${conversationMessages.content}->>'link' = ${`${MEDIA_REF_PREFIX}${mediaId}`}`,
      ),
    )
    .limit(1);
  const account = owned ? await accountOfShop(db, shopId) : null;
  if (!account) return null;
  const accessToken = accessTokenOf(deps.env, account);
  const info = await graphRequest(deps.env, { method: 'GET', path: `/${mediaId}`, accessToken, shopId, db });
  const url = info.json?.url;
  if (info.status !== 200 || typeof url !== 'string' || !/^https?:\/\//.test(url)) return null;
  // The download itself is not logged: its body is the file.
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  if (!res?.ok) return null;
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) return null;
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength > MAX_BYTES) return null;
  return {
    bytes,
    contentType: String(info.json?.mime_type ?? res.headers.get('content-type') ?? 'application/octet-stream'),
  };
}
