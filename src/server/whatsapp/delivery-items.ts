import type { MessageError } from '../db/schema/chat.ts';

/**
 * The items of one webhook delivery and whom each is for (protocols.md §1). A delivery is
 * `{ object, entry: [{ id, changes: [{ field, value }] }] }`; Meta may batch several entries and
 * several changes. A change of the `messages` field names its number (value.metadata.
 * phone_number_id); other fields (account_update, message_template_status_update, …) only the
 * WhatsApp Business Account of their entry (entry.id). Every item is checked on its own: one
 * delivery must not carry an item for a shop whose app did not sign it (whatsapp-webhook.service.ts).
 */
export type DeliveryItem = {
  entryId: string | null;
  entryTime: unknown;
  phoneNumberId: string | null;
  field: string;
  change: unknown;
  /** Meta's errors about the number or the account (value.errors), not about one message. */
  errors: MessageError[];
};

type Raw = Record<string, unknown>;
const record = (v: unknown): Raw | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : null);
// A text PostgreSQL cannot hold (a NUL, half an emoji) is no id of anything: read as none, like any
// other unreadable id, so it never reaches a query (where it was a 500 before the signature was checked).
const text = (v: unknown) =>
  typeof v === 'string' && v && !v.includes('\0') && v.isWellFormed() ? v : typeof v === 'number' ? String(v) : null;

function errorsOf(value: Raw | null): MessageError[] {
  const list = Array.isArray(value?.errors) ? value.errors : [];
  return list.flatMap((e) => {
    const error = record(e);
    if (!error) return [];
    const detail = text(record(error.error_data)?.details) ?? text(error.message);
    const code = typeof error.code === 'number' || typeof error.code === 'string' ? error.code : undefined;
    return [
      {
        ...(code !== undefined ? { code } : {}),
        title: (text(error.title) ?? text(error.message) ?? 'Error').slice(0, 300),
        ...(detail ? { detail: detail.slice(0, 1000) } : {}),
      },
    ];
  });
}

/** Null when the body is not a delivery envelope at all. */
export function deliveryItems(body: unknown): DeliveryItem[] | null {
  const entries = record(body)?.entry;
  if (!Array.isArray(entries)) return null;
  const items: DeliveryItem[] = [];
  for (const rawEntry of entries) {
    const entry = record(rawEntry);
    const changes = Array.isArray(entry?.changes) ? entry.changes : [];
    for (const rawChange of changes) {
      const change = record(rawChange);
      const value = record(change?.value);
      items.push({
        entryId: text(entry?.id),
        entryTime: entry?.time,
        phoneNumberId: text(record(value?.metadata)?.phone_number_id),
        field: text(change?.field) ?? 'messages',
        change: rawChange,
        errors: errorsOf(value),
      });
    }
  }
  return items;
}

/** A delivery of only these items (a shop's share of a batched one), entries kept as they came. */
export function deliveryOf(body: unknown, items: DeliveryItem[]): unknown {
  const entry: Raw[] = [];
  for (const item of items) {
    const last = entry.at(-1);
    if (last && last.id === (item.entryId ?? undefined)) (last.changes as unknown[]).push(item.change);
    else
      entry.push({
        ...(item.entryId ? { id: item.entryId } : {}),
        ...(item.entryTime !== undefined ? { time: item.entryTime } : {}),
        changes: [item.change],
      });
  }
  return { object: record(body)?.object ?? 'whatsapp_business_account', entry };
}
