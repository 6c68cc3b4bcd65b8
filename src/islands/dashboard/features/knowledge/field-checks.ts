import type { z } from 'zod';
import type { KnowledgeKey, KnowledgeT } from '../../lib/use-knowledge-t.ts';

// The forms check with the very schemas the server validates with (src/lib/knowledge-schemas.ts),
// before sending: each refused field gets its words under it. The schemas name their own refusals
// by message key; zod's built-in ones are told by their kind.

const KEYED: Record<string, KnowledgeKey> = {
  knowledge_bad_url: 'v_url',
  knowledge_question_short: 'v_question_short',
  knowledge_endpoint_required: 'v_endpoint_required',
};

function words(issue: z.core.$ZodIssue, t: KnowledgeT): string {
  if (Object.hasOwn(KEYED, issue.message)) return t(KEYED[issue.message]);
  const field = String(issue.path[0] ?? '');
  if (field === 'max_pages') return t('v_max_pages');
  if (issue.code === 'too_small') return t('v_required');
  if (issue.code === 'too_big') return t('v_too_long');
  return t('v_invalid');
}

export type FieldErrors = Partial<Record<string, string>>;

/** The parsed value, or the words for each refused field (the first refusal of each). */
export function checkFields<S extends z.ZodType>(
  schema: S,
  value: unknown,
  t: KnowledgeT,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= words(issue, t);
  }
  return { ok: false, errors };
}
