import { z } from 'zod';

// Creating a WhatsApp message template (issue 27, /dashboard/marketing/whatsapp/templates): what the
// API takes, shared by the server and the create form. Error texts are message keys
// (src/server/http/messages/whatsapp-templates.ts). Meta's rules as published for
// POST /{waba-id}/message_templates (developers.facebook.com, "WhatsApp Business Management API:
// message templates", and the message_template_status_update webhook reference):
// - name: lowercase letters, digits and underscores, at most 512 characters, unique per language;
// - body: at most 1,024 characters, variables {{1}}, {{2}}, … numbered from 1 without gaps, each
//   with an example (example.body_text), and the body neither starts nor ends with a variable;
// - header (text) and footer: at most 60 characters each (no variables here: we send none);
// - buttons: at most 10, of which at most 2 URL buttons; a button's text at most 25 characters.

export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY'] as const;
export const TEMPLATE_LANGUAGES = ['en', 'sw'] as const;
/** The review states a merchant sees explained; Meta may send others, shown as its own word. */
export const TEMPLATE_STATES = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED'] as const;

export const TEMPLATE_NAME_MAX = 512;
export const TEMPLATE_BODY_MAX = 1024;
export const TEMPLATE_HEADER_MAX = 60;
export const TEMPLATE_FOOTER_MAX = 60;
export const TEMPLATE_BUTTON_TEXT_MAX = 25;
export const TEMPLATE_BUTTONS_MAX = 10;
export const TEMPLATE_URL_BUTTONS_MAX = 2;
export const TEMPLATE_EXAMPLE_MAX = 200;
export const TEMPLATE_URL_MAX = 2000;

const VARIABLE = /\{\{\s*(\d+)\s*\}\}/g;

/** The variable numbers of a text, in order of appearance ({{1}} → 1). */
export function variablesOf(text: string): number[] {
  return [...text.matchAll(VARIABLE)].map((m) => Number(m[1]));
}

/** How many variables a body has: its highest number (valid bodies number them 1…n). */
export const variableCountOf = (body: string) => Math.max(0, ...variablesOf(body));

/**
 * What is wrong with a body's variables, as a message key, or null: a `{{` that is no {{n}}, numbers
 * not 1…n, or a variable at the very start or end.
 */
export function variableProblem(
  body: string,
): 'template_variable_invalid' | 'template_variable_gap' | 'template_variable_edge' | null {
  const stripped = body.replace(VARIABLE, '');
  if (stripped.includes('{{') || stripped.includes('}}')) return 'template_variable_invalid';
  const numbers = variablesOf(body);
  if (numbers.length === 0) return null;
  const distinct = new Set(numbers);
  const max = Math.max(...numbers);
  for (let n = 1; n <= max; n++) if (!distinct.has(n)) return 'template_variable_gap';
  if (numbers.some((n) => n < 1)) return 'template_variable_gap';
  const trimmed = body.trim();
  if (/^\{\{\s*\d+\s*\}\}/.test(trimmed) || /\{\{\s*\d+\s*\}\}$/.test(trimmed)) return 'template_variable_edge';
  return null;
}

/** The body with each {{n}} replaced by its example (the preview, and what a customer would read). */
export function fillVariables(body: string, values: readonly string[]): string {
  return body.replace(VARIABLE, (whole, n: string) => {
    const value = values[Number(n) - 1];
    return value ? value : whole;
  });
}

const plainText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, { error: key })
    .refine((t) => !t.includes('{{') && !t.includes('}}'), { error: 'template_variable_not_here' });

const button = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('QUICK_REPLY'),
      text: z.string().trim().min(1, { error: 'template_button_text' }).max(TEMPLATE_BUTTON_TEXT_MAX, {
        error: 'template_button_text',
      }),
    }),
    z.strictObject({
      type: z.literal('URL'),
      text: z.string().trim().min(1, { error: 'template_button_text' }).max(TEMPLATE_BUTTON_TEXT_MAX, {
        error: 'template_button_text',
      }),
      url: z
        .string()
        .trim()
        .max(TEMPLATE_URL_MAX, { error: 'template_button_url' })
        .refine((u) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(u) && !u.includes('{{'), { error: 'template_button_url' }),
    }),
  ],
  { error: 'template_button_type' },
);

export const createTemplateSchema = z
  .strictObject({
    name: z
      .string()
      .min(1, { error: 'template_name_invalid' })
      .max(TEMPLATE_NAME_MAX, { error: 'template_name_invalid' })
      .regex(/^[a-z0-9_]+$/, { error: 'template_name_invalid' }),
    category: z.enum(TEMPLATE_CATEGORIES, { error: 'template_category_unknown' }),
    language: z.enum(TEMPLATE_LANGUAGES, { error: 'template_language_unknown' }),
    header: plainText(TEMPLATE_HEADER_MAX, 'template_header_too_long').default(''),
    body: z
      .string()
      .trim()
      .min(1, { error: 'template_body_empty' })
      .max(TEMPLATE_BODY_MAX, { error: 'template_body_too_long' }),
    examples: z
      .array(z.string().trim().max(TEMPLATE_EXAMPLE_MAX, { error: 'template_example_too_long' }))
      .max(100)
      .default([]),
    footer: plainText(TEMPLATE_FOOTER_MAX, 'template_footer_too_long').default(''),
    buttons: z.array(button).max(TEMPLATE_BUTTONS_MAX, { error: 'template_buttons_too_many' }).default([]),
  })
  .superRefine((t, ctx) => {
    const problem = variableProblem(t.body);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: ['body'] });
      return;
    }
    const count = variableCountOf(t.body);
    for (let i = 0; i < count; i++)
      if (!t.examples[i]) ctx.addIssue({ code: 'custom', message: 'template_example_missing', path: ['examples', i] });
    if (t.examples.length > count)
      ctx.addIssue({ code: 'custom', message: 'template_example_extra', path: ['examples', count] });
    if (t.buttons.filter((b) => b.type === 'URL').length > TEMPLATE_URL_BUTTONS_MAX)
      ctx.addIssue({ code: 'custom', message: 'template_url_buttons_too_many', path: ['buttons'] });
    const texts = t.buttons.map((b) => b.text.toLowerCase());
    if (new Set(texts).size !== texts.length)
      ctx.addIssue({ code: 'custom', message: 'template_button_repeated', path: ['buttons'] });
  });

export type CreateTemplate = z.input<typeof createTemplateSchema>;
export type CreateTemplateInput = z.output<typeof createTemplateSchema>;
export type TemplateButton = CreateTemplateInput['buttons'][number];
