/**
 * The widget's position in a conversation: the (created_at, id) of the last message it has,
 * as "<epoch ms>_<id>". Rows of one conversation get strictly increasing timestamps (deliver.ts
 * messageClock), so "after the cursor" is exact.
 */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return `${row.createdAt.getTime()}_${row.id}`;
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const match = /^(\d{1,15})_([0-9a-f-]{36})$/i.exec(cursor);
  if (!match) return null;
  return { createdAt: new Date(Number(match[1])), id: match[2]!.toLowerCase() };
}
