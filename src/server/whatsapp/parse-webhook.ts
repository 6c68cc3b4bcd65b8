import { z } from 'zod';
import type { MessageContent, MessageError } from '../db/schema/chat.ts';
import { cutAt } from '../../lib/text-cut.ts';

/**
 * Reads a Cloud API webhook body (protocols.md §1; developers.facebook.com/docs/whatsapp/cloud-api/
 * webhooks/components). Every shape is parsed with zod but leniently: a field Meta adds tomorrow
 * passes through, and a change, message or status we cannot read is reported in `skipped` (the
 * caller logs it and still acknowledges) instead of failing the whole batch.
 */
const text = z.object({ body: z.string() });
const media = z.looseObject({
  id: z.string(),
  caption: z.string().optional(),
  filename: z.string().optional(),
  mime_type: z.string().optional(),
});
const interactive = z.union([
  z.looseObject({
    type: z.literal('button_reply'),
    button_reply: z.looseObject({ id: z.string(), title: z.string() }),
  }),
  z.looseObject({
    type: z.literal('list_reply'),
    list_reply: z.looseObject({ id: z.string(), title: z.string(), description: z.string().optional() }),
  }),
]);
const location = z.looseObject({
  latitude: z.coerce.number(),
  longitude: z.coerce.number(),
  name: z.string().optional(),
  address: z.string().optional(),
});
const contact = z.looseObject({
  name: z.looseObject({ formatted_name: z.string().optional(), first_name: z.string().optional() }).optional(),
  phones: z.array(z.looseObject({ phone: z.string().optional(), wa_id: z.string().optional() })).optional(),
});

const messageSchema = z.looseObject({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string(),
  context: z.looseObject({ id: z.string().optional() }).optional(),
  text: text.optional(),
  interactive: z.unknown().optional(),
  // Quick-reply buttons of a template come back as type 'button'.
  button: z.looseObject({ payload: z.string().optional(), text: z.string() }).optional(),
  image: media.optional(),
  audio: media.optional(),
  video: media.optional(),
  document: media.optional(),
  sticker: media.optional(),
  location: location.optional(),
  contacts: z.array(contact).optional(),
});

const statusSchema = z.looseObject({
  id: z.string().min(1),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.looseObject({
        code: z.union([z.number(), z.string()]).optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.looseObject({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const valueSchema = z.looseObject({
  metadata: z.looseObject({ phone_number_id: z.string().min(1), display_phone_number: z.string().optional() }),
  contacts: z
    .array(
      z.looseObject({
        wa_id: z.string().optional(),
        profile: z.looseObject({ name: z.string().optional() }).optional(),
      }),
    )
    .optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});

const envelopeSchema = z.looseObject({
  object: z.string().optional(),
  entry: z.array(
    z.looseObject({
      id: z.string().optional(),
      changes: z.array(z.looseObject({ field: z.string().optional(), value: z.unknown() })).default([]),
    }),
  ),
});

export type InboundMessage = {
  wamid: string;
  from: string;
  name?: string;
  timestamp: Date | null;
  contextId?: string;
  content: MessageContent;
};
export type StatusUpdate = {
  wamid: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  timestamp: Date | null;
  recipientId?: string;
  error?: MessageError;
};
export type WebhookChange = { phoneNumberId: string; messages: InboundMessage[]; statuses: StatusUpdate[] };
export type ParsedWebhook = { changes: WebhookChange[]; skipped: string[] };

const MEDIA_TYPES = ['image', 'audio', 'video', 'document', 'sticker'] as const;

/** A media message carries an id, not a URL: fetching needs the token (GET /{media-id}). */
export const MEDIA_REF_PREFIX = 'wa-media:';

const when = (seconds?: string) => (seconds && /^\d+$/.test(seconds) ? new Date(Number(seconds) * 1000) : null);

function contentOf(m: z.infer<typeof messageSchema>): MessageContent | string {
  switch (m.type) {
    case 'text':
      return m.text ? { kind: 'text', text: m.text.body } : 'text without a body';
    case 'interactive': {
      const parsed = interactive.safeParse(m.interactive);
      if (!parsed.success) return { kind: 'unsupported', type: 'interactive' };
      const reply = parsed.data.type === 'button_reply' ? parsed.data.button_reply : parsed.data.list_reply;
      return { kind: 'interactive', id: reply.id, title: reply.title };
    }
    case 'button':
      return m.button
        ? { kind: 'interactive', id: m.button.payload ?? m.button.text, title: m.button.text }
        : 'button without a body';
    case 'location':
      return m.location
        ? {
            kind: 'location',
            latitude: m.location.latitude,
            longitude: m.location.longitude,
            name: m.location.name,
            address: m.location.address,
          }
        : 'location without a body';
    case 'contacts':
      return {
        kind: 'contacts',
        contacts: (m.contacts ?? []).map((c) => ({
          name: c.name?.formatted_name ?? c.name?.first_name ?? '',
          phones: (c.phones ?? []).map((p) => p.phone ?? p.wa_id ?? '').filter(Boolean),
        })),
      };
    default: {
      const kind = MEDIA_TYPES.find((t) => t === m.type);
      if (!kind) return { kind: 'unsupported', type: cutAt(m.type, 40) };
      const item = m[kind];
      if (!item) return `${kind} without a body`;
      return {
        kind: 'media',
        media: kind,
        link: `${MEDIA_REF_PREFIX}${item.id}`,
        ...(item.caption ? { caption: item.caption } : {}),
        ...(item.filename ? { filename: item.filename } : {}),
      };
    }
  }
}

function errorOf(s: z.infer<typeof statusSchema>): MessageError | undefined {
  const e = s.errors?.[0];
  if (!e) return s.status === 'failed' ? { title: 'Failed' } : undefined;
  return {
    code: e.code,
    title: e.title ?? e.message ?? 'Failed',
    ...(e.error_data?.details ? { detail: e.error_data.details } : {}),
  };
}

export function parseWebhook(body: unknown): ParsedWebhook {
  const skipped: string[] = [];
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return { changes: [], skipped: ['not a WhatsApp webhook envelope'] };
  const changes: WebhookChange[] = [];
  for (const entry of envelope.data.entry) {
    for (const change of entry.changes) {
      if (change.field && change.field !== 'messages') {
        skipped.push(`field ${cutAt(change.field, 40)}`);
        continue;
      }
      const value = valueSchema.safeParse(change.value);
      if (!value.success) {
        skipped.push('change without metadata.phone_number_id');
        continue;
      }
      const names = new Map((value.data.contacts ?? []).map((c) => [c.wa_id ?? '', c.profile?.name]));
      const out: WebhookChange = { phoneNumberId: value.data.metadata.phone_number_id, messages: [], statuses: [] };
      for (const raw of value.data.messages ?? []) {
        const m = messageSchema.safeParse(raw);
        if (!m.success) {
          skipped.push('message without from/id/type');
          continue;
        }
        const content = contentOf(m.data);
        if (typeof content === 'string') {
          skipped.push(`${m.data.id}: ${content}`);
          continue;
        }
        if (content.kind === 'unsupported') skipped.push(`${m.data.id}: unsupported type ${content.type}`);
        const name = names.get(m.data.from);
        out.messages.push({
          wamid: m.data.id,
          from: m.data.from,
          timestamp: when(m.data.timestamp),
          content,
          ...(name ? { name } : {}),
          ...(m.data.context?.id ? { contextId: m.data.context.id } : {}),
        });
      }
      for (const raw of value.data.statuses ?? []) {
        const s = statusSchema.safeParse(raw);
        if (!s.success) {
          skipped.push('status without id or with an unknown status');
          continue;
        }
        const error = errorOf(s.data);
        out.statuses.push({
          wamid: s.data.id,
          status: s.data.status,
          timestamp: when(s.data.timestamp),
          ...(s.data.recipient_id ? { recipientId: s.data.recipient_id } : {}),
          ...(error ? { error } : {}),
        });
      }
      changes.push(out);
    }
  }
  return { changes, skipped };
}

/** The wamids of a body, for dedupe at enqueue time; never throws. */
export function wamidsOf(body: unknown): string[] {
  return parseWebhook(body).changes.flatMap((c) => [
    ...c.messages.map((m) => m.wamid),
    ...c.statuses.map((s) => `${s.wamid}:${s.status}`),
  ]);
}
