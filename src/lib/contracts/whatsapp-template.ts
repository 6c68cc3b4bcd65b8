import { z } from 'zod';
import { id, timestamp } from './common.ts';

// The answers of /api/whatsapp-templates (issue 27). A template as the merchant sees it: Meta's
// review state in Meta's word, with its rejection reason when rejected.

export const templateButtonSchema = z.strictObject({
  type: z.string().meta({ description: 'QUICK_REPLY or URL (another type Meta knows is shown as is).' }),
  text: z.string(),
  url: z.string().nullable(),
});

export const whatsappTemplateSchema = z.strictObject({
  id,
  meta_id: z.string(),
  name: z.string(),
  language: z.string().meta({ description: "Meta's language code: en, sw, or another synced one (en_US)." }),
  category: z.string(),
  status: z.string().meta({ description: 'APPROVED, PENDING, REJECTED, PAUSED, DISABLED, or another word of Meta.' }),
  rejected_reason: z.string().nullable(),
  rejection_detail: z.string().nullable(),
  header: z.string().nullable(),
  body: z.string(),
  examples: z.array(z.string()),
  footer: z.string().nullable(),
  buttons: z.array(templateButtonSchema),
  variable_count: z.int(),
  /** Whether a campaign may send it now: APPROVED, in en or sw, on the number connected now. */
  sendable: z.boolean(),
  status_at: timestamp,
  created_at: timestamp,
});

export const whatsappTemplateListSchema = z.strictObject({
  items: z.array(whatsappTemplateSchema),
  /** The connected number's business account; null when no WhatsApp number is connected. */
  waba_id: z.string().nullable(),
});

export const templateSyncSchema = z.strictObject({
  /** Templates Meta listed (all pages). */
  synced: z.int(),
  /** Templates of ours Meta no longer lists, now marked DELETED. */
  removed: z.int(),
});

export type WhatsappTemplate = z.infer<typeof whatsappTemplateSchema>;
export type WhatsappTemplateList = z.infer<typeof whatsappTemplateListSchema>;
export type TemplateSync = z.infer<typeof templateSyncSchema>;
