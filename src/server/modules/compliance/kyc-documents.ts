import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { kycDocuments, type KycDocumentRow } from '../../db/schema/compliance.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { readImage } from '../media/index.ts';
import { KYC_DOCUMENT_MAX_BYTES, sniffDocumentType } from '../../../lib/kyc-document.ts';
import { kycToday } from '../../../lib/kyc-validation.ts';
import type { DocumentStore } from './document-store.ts';
import { lockRequirement, openForChange, shopRequirement, type KycActor } from './kyc-rows.ts';

// A requirement's documents (issue 29): checked by their bytes (a JPEG, PNG or WebP photo the
// media module can read, or a PDF) and size before anything is written, kept in the private store,
// served only with `Cache-Control: private, no-store`.

export const DOCUMENT_FIELD = 'file';

/** The bytes and their type, or a 400/413/415 before anything is written. */
async function checkedBytes(file: unknown): Promise<{ bytes: Buffer; type: string }> {
  if (!(file instanceof File) || file.size === 0) throw badRequest('kyc_document_required', {}, DOCUMENT_FIELD);
  if (file.size > KYC_DOCUMENT_MAX_BYTES) throw new AppError(413, 'kyc_document_too_large', {}, DOCUMENT_FIELD);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffDocumentType(bytes);
  if (!type) throw new AppError(415, 'kyc_document_type', {}, DOCUMENT_FIELD);
  // A photo must also be one the media module can read (its header whole, not a pixel bomb).
  if (type !== 'application/pdf') {
    await readImage(file, {
      field: DOCUMENT_FIELD,
      maxBytes: KYC_DOCUMENT_MAX_BYTES,
      tooLarge: 'kyc_document_too_large',
    });
  }
  return { bytes, type };
}

/** Puts a document in a slot of a requirement, replacing the one there. */
export async function uploadDocument(
  db: Db,
  store: DocumentStore,
  shopId: string,
  actor: KycActor,
  key: string,
  slot: string,
  file: unknown,
  now: Date = new Date(),
): Promise<KycDocumentRow> {
  const requirement = await shopRequirement(db, shopId, key);
  if (!requirement.documents.some((s) => s.key === slot)) throw notFound('kyc_requirement_not_found');
  const { bytes, type } = await checkedBytes(file);
  const id = randomUUID();
  const storageKey = `${shopId}/${id}`;
  // The bytes go first: a row never names bytes that are not there. Should the row not be written,
  // they are removed again.
  await store.put(storageKey, bytes);
  let replaced: KycDocumentRow | undefined;
  let saved: KycDocumentRow;
  try {
    saved = await db.transaction(async (tx) => {
      const row = await lockRequirement(tx, shopId, key);
      await openForChange(tx, row, actor, now, kycToday(now));
      const slotOf = and(
        eq(kycDocuments.shopId, shopId),
        eq(kycDocuments.requirementKey, key),
        eq(kycDocuments.slot, slot),
      );
      [replaced] = await tx.delete(kycDocuments).where(slotOf).returning();
      const [inserted] = await tx
        .insert(kycDocuments)
        .values({
          shopId,
          id,
          requirementKey: key,
          slot,
          contentType: type,
          byteSize: bytes.length,
          storageKey,
          uploadedBy: actor.id,
          createdAt: now,
        })
        .returning();
      return inserted!;
    });
  } catch (error) {
    await store.delete(storageKey);
    throw error;
  }
  if (replaced) await store.delete(replaced.storageKey);
  return saved;
}

/** Removes a document of a requirement the shop may still change. */
export async function deleteDocument(
  db: Db,
  store: DocumentStore,
  shopId: string,
  actor: KycActor,
  id: string,
  now: Date = new Date(),
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.shopId, shopId), eq(kycDocuments.id, id)));
    if (!doc) throw notFound('kyc_document_not_found');
    const row = await lockRequirement(tx, shopId, doc.requirementKey);
    await openForChange(tx, row, actor, now, kycToday(now));
    await tx.delete(kycDocuments).where(and(eq(kycDocuments.shopId, shopId), eq(kycDocuments.id, id)));
    return doc;
  });
  await store.delete(removed.storageKey);
}

/**
 * A document of the shop as a private answer: only its owner's and the operators' routes call this,
 * each with the shop it is allowed (another shop's id is simply not found).
 */
export async function documentResponse(db: Db, store: DocumentStore, shopId: string, id: string): Promise<Response> {
  const [doc] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.shopId, shopId), eq(kycDocuments.id, id)));
  if (!doc) throw notFound('kyc_document_not_found');
  const bytes = await store.get(doc.storageKey);
  if (!bytes) throw notFound('kyc_document_not_found');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': doc.contentType,
      'content-length': String(bytes.length),
      // An identity document: never kept by a browser's or a proxy's cache.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // A photo shows in the page; a PDF is downloaded and opened by the device's own reader (a
      // browser's built-in viewer would run inside the API's locked-down policy).
      'content-disposition': `${doc.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${doc.slot}.${extension(doc.contentType)}"`,
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}

const extension = (type: string) =>
  ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' })[type] ?? 'bin';
