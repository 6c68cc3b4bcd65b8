import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { created, randomId, updated } from './columns.ts';
import { shopId } from './shop-column.ts';

/** One component of a template as Meta's Graph API describes it (HEADER, BODY, FOOTER, BUTTONS). */
export type TemplateComponent = {
  type: string;
  format?: string;
  text?: string;
  example?: { body_text?: string[][]; header_text?: string[] };
  buttons?: { type: string; text: string; url?: string }[];
};

/**
 * The WhatsApp message templates of a shop's business account (issue 27), as synced from or
 * submitted to the Cloud API (GET/POST /{waba-id}/message_templates). Meta's review state is kept
 * fresh by sync and by the `message_template_status_update` webhook; `status_at` orders the two, so
 * an old webhook never undoes a newer state. One row per name and language (Meta's own unique key).
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    shopId: shopId(),
    id: randomId(),
    /** Meta's template id. */
    metaId: text('meta_id').notNull(),
    wabaId: text('waba_id').notNull(),
    name: text('name').notNull(),
    /** Meta's language code as given ('en', 'sw', or another synced one such as 'en_US'). */
    language: text('language').notNull(),
    category: text('category').notNull(),
    /** Meta's word: APPROVED, PENDING, REJECTED, PAUSED, DISABLED, or another it may add. */
    status: text('status').notNull(),
    /** Meta's rejection reason code (INVALID_FORMAT, PROMOTIONAL, …) and its explanation when given. */
    rejectedReason: text('rejected_reason'),
    rejectionDetail: text('rejection_detail'),
    components: jsonb('components').$type<TemplateComponent[]>().notNull().default([]),
    body: text('body').notNull().default(''),
    variableCount: integer('variable_count').notNull().default(0),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('whatsapp_templates_name_uq').on(t.shopId, t.name, t.language),
    index('whatsapp_templates_meta_idx').on(t.shopId, t.metaId),
  ],
);

export type WhatsappTemplate = typeof whatsappTemplates.$inferSelect;
