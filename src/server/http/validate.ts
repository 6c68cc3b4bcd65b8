import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, badRequest } from './errors.ts';
import { isMessageKey } from './messages.ts';
import { isUuid } from '../../lib/ids.ts';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Turns the first zod issue into a 400 a person can act on, naming the field. */
export function issueToError(issue: z.core.$ZodIssue, input: unknown): AppError {
  const field = issue.path.map(String).join('.') || 'body';
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const full = field === 'body' ? key : `${field}.${key}`;
    return badRequest('unknown_field', { field: full }, full);
  }
  if (isMessageKey(issue.message)) return badRequest(issue.message, { field }, field);
  if (valueAt(input, issue.path) === undefined) return badRequest('required', { field }, field);
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? badRequest('too_short', { field, min: Number(issue.minimum) }, field)
        : badRequest('too_small', { field, min: Number(issue.minimum) }, field);
    case 'too_big':
      return issue.origin === 'string'
        ? badRequest('too_long', { field, max: Number(issue.maximum) }, field)
        : badRequest('too_big', { field, max: Number(issue.maximum) }, field);
    case 'invalid_value':
      return badRequest('invalid_choice', { field }, field);
    case 'invalid_format':
      return issue.format === 'email'
        ? badRequest('invalid_email', { field }, field)
        : badRequest('invalid_value', { field }, field);
    default:
      return badRequest('invalid_value', { field }, field);
  }
}

const unstorable = (text: string) => text.includes('\0') || !text.isWellFormed();

/**
 * Where in `input` a text (or a key) holds what PostgreSQL cannot store: a NUL character (text
 * refuses it) or half of a surrogate pair, a broken emoji (jsonb refuses its escape, and no UTF-8
 * can carry it). Null when there is none. Walked with a stack of its own, not by recursion: however
 * deep a value nests, this never breaks the call stack (bodies are refused past MAX_JSON_DEPTH
 * before they get here; values built in code are not).
 */
export function unstorableTextAt(input: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    // The key that leads here is checked before what it holds, as a recursive walk would.
    if (path.length > 0 && unstorable(path.at(-1)!)) return path.join('.');
    if (typeof value === 'string') {
      if (unstorable(value)) return path.join('.') || 'body';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries = Object.entries(value);
    // Pushed last first, so the first field with a bad text is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const unstorable = unstorableTextAt(input);
  if (unstorable !== null) throw badRequest('invalid_text', { field: unstorable }, unstorable);
  const result = schema.safeParse(input);
  if (!result.success) throw issueToError(result.error.issues[0]!, input);
  return result.data;
}

/** Reads a JSON body (415 if it is not JSON, 400 if it does not parse) and validates it. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw new AppError(415, 'unsupported_media_type');
  return validate(schema, parseJsonBody(await c.req.text()));
}

/**
 * A request's JSON text as a value: 400 when it nests deeper than MAX_JSON_DEPTH (checked on the
 * text in one pass, before anything parses or walks it) or does not parse.
 */
export function parseJsonBody(text: string): unknown {
  if (jsonNestsDeeperThan(text)) throw badRequest('json_too_deep', { max: MAX_JSON_DEPTH });
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('invalid_json');
  }
}

export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return validate(schema, c.req.query());
}

/** An id in the path that cannot exist is simply not found (never a 500 from the database). */
export function uuidParam(c: Context, name: string): string {
  const value = c.req.param(name) ?? '';
  if (!isUuid(value)) throw new AppError(404, 'not_found');
  return value.toLowerCase();
}
