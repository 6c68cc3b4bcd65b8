import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expenses, type Expense } from '../../db/schema/books.ts';
import { notFound } from '../../http/errors.ts';
import { mediaName, readImage, removeMedia, toWebp, writeMedia } from '../media/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

// The photo of an expense's receipt: the same rules as a product image (a JPEG, PNG or WebP read
// from its bytes, up to 5 MB and 40 MP; anything else is 415 before a file or row is written).

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** Stores the photo (1600 px and a 320 px thumbnail) and replaces the expense's old one. */
export async function attachReceipt(
  db: Db,
  media: ObjectStore,
  shopId: string,
  expenseId: string,
  file: unknown,
): Promise<Expense> {
  const live = and(eq(expenses.shopId, shopId), eq(expenses.id, expenseId), isNull(expenses.deletedAt));
  const [before] = await db.select({ receipt: expenses.receipt }).from(expenses).where(live);
  if (!before) throw notFound('expense_not_found');
  const bytes = await readImage(file, { field: 'receipt', maxBytes: RECEIPT_MAX_BYTES, tooLarge: 'receipt_too_large' });
  const [large, thumb] = await Promise.all([toWebp(bytes, 1600, 'receipt'), toWebp(bytes, 320, 'receipt', 75)]);
  const receipt = {
    id: randomUUID(),
    large: mediaName('receipts', shopId),
    thumb: mediaName('receipts', shopId, '-thumb'),
  };
  await writeMedia(media, receipt.large, large);
  await writeMedia(media, receipt.thumb, thumb);
  const [after] = await db.update(expenses).set({ receipt, updatedAt: new Date() }).where(live).returning();
  if (!after) {
    // Deleted while the photo was being made: the files go, the row stays as it was.
    await removeMedia(media, receipt.large);
    await removeMedia(media, receipt.thumb);
    throw notFound('expense_not_found');
  }
  if (before.receipt) {
    await removeMedia(media, before.receipt.large);
    await removeMedia(media, before.receipt.thumb);
  }
  return after;
}
