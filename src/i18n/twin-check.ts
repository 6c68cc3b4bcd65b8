/**
 * Finds what a Swahili reader would miss in a text kept as an {en, sw} pair: a missing or empty
 * twin, a sentence left in English, or a placeholder the other language drops (the reader would
 * see "{number}", or never see the number). Used by the twin tests over every table of words.
 */
export type TwinProblem = 'missing' | 'extra' | 'empty' | 'identical' | 'placeholders';
export type TwinIssue = { path: string; problem: TwinProblem; en?: string; sw?: string };

/**
 * The same in both languages on purpose. A single word may always be (SKU, WhatsApp, Email is
 * not a sentence); these are the longer ones that are names or formats, not sentences.
 */
export const SAME_IN_BOTH = new Set<string>([
  'Duka Chat',
  'WhatsApp Business',
  'M-Pesa',
  'OK',
  'Tigo Pesa',
  'Airtel Money',
]);

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g;

/**
 * `{name}` (API and order messages) and `{{name}}` (flow texts) are different placeholders. Each
 * counts once: a language may name the same thing twice where the other names it once.
 */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => (m[1] ? `{{${m[1]}}}` : `{${m[2]}}`)))].sort();
}

/** Two words or more once placeholders, numbers and signs are taken out. */
function isSentence(text: string): boolean {
  const words = text.replace(PLACEHOLDER, ' ').match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 2;
}

function compareTexts(path: string, en: string, sw: unknown): TwinIssue[] {
  if (typeof sw !== 'string') return [{ path, problem: 'missing', en }];
  if (!en.trim() || !sw.trim()) return [{ path, problem: 'empty', en, sw }];
  const issues: TwinIssue[] = [];
  if (en === sw && isSentence(en) && !SAME_IN_BOTH.has(en)) issues.push({ path, problem: 'identical', en, sw });
  if (placeholders(en).join() !== placeholders(sw).join()) issues.push({ path, problem: 'placeholders', en, sw });
  return issues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Compares an English value with its Swahili twin: a string, or a dictionary or list of them. */
export function compareTwins(path: string, en: unknown, sw: unknown): TwinIssue[] {
  if (typeof en === 'string') return compareTexts(path, en, sw);
  if (!isRecord(en)) return [];
  if (!isRecord(sw)) return [{ path, problem: 'missing' }];
  const issues = Object.entries(en).flatMap(([key, value]) => compareTwins(`${path}.${key}`, value, sw[key]));
  for (const key of Object.keys(sw))
    if (!(key in en)) issues.push({ path: `${path}.${key}`, problem: 'extra', sw: String(sw[key]) });
  return issues;
}

/**
 * Walks any structure (a flow, a workflow, a table of messages) and checks every object that
 * holds an `en` against its `sw`, whether they are two strings or two dictionaries.
 */
export function findTwinIssues(value: unknown, path = '$'): TwinIssue[] {
  if (!isRecord(value)) return [];
  if ('en' in value) return compareTwins(path, value.en, value.sw);
  return Object.entries(value).flatMap(([key, child]) => findTwinIssues(child, `${path}.${key}`));
}

/**
 * Drops the deliberate ones, named by path and problem (a menu path of Meta's English-only
 * console, an example variable name): an exception covers one text and one problem, never a table.
 */
export function unexpectedIssues(
  issues: TwinIssue[],
  allowed: Readonly<Record<string, TwinProblem>> = {},
): TwinIssue[] {
  return issues.filter((i) => allowed[i.path] !== i.problem);
}

/** One line per issue, so that a failing test names what to fix. */
export function describeIssues(issues: TwinIssue[]): string[] {
  return issues.map(
    (i) =>
      `${i.path}: ${i.problem}${i.en !== undefined ? ` | en: ${i.en}` : ''}${i.sw !== undefined ? ` | sw: ${i.sw}` : ''}`,
  );
}
