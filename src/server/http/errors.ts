import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.ts';
import { messageFor, type MessageKey } from './messages.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import type { ErrorBody } from '../../lib/contracts/error.ts';

/**
 * An error a person can act on: a stable `code` for programs, a translated `message` for people.
 * Anything else that reaches the handler is a bug and becomes a 500.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: MessageKey;
  readonly params: Record<string, string | number>;
  readonly field?: string;
  constructor(
    status: ContentfulStatusCode,
    code: MessageKey,
    params: Record<string, string | number> = {},
    field?: string,
  ) {
    super(code);
    this.status = status;
    this.code = code;
    this.params = params;
    this.field = field;
  }
}

export const badRequest = (code: MessageKey, params?: Record<string, string | number>, field?: string) =>
  new AppError(400, code, params, field);
export const notFound = (code: MessageKey = 'not_found') => new AppError(404, code);
export const conflict = (code: MessageKey, params?: Record<string, string | number>, field?: string) =>
  new AppError(409, code, params, field);
export const forbidden = (code: MessageKey = 'forbidden', params?: Record<string, string | number>) =>
  new AppError(403, code, params);
export const unauthorized = () => new AppError(401, 'unauthorized');

export function languageOf(c: Context): 'en' | 'sw' {
  const header = c.req.header('accept-language') ?? '';
  return /^\s*sw\b/i.test(header) ? 'sw' : 'en';
}

/** The body of every error answer (src/lib/contracts/error.ts); a route may add fields it declares. */
export function errorBody(c: Context, code: MessageKey | string, message: string, field?: string): ErrorBody {
  return { code, message, requestId: c.get('requestId') as string, ...(field ? { field } : {}) };
}

export function handleError(error: unknown, c: Context, log: Logger) {
  const lang = languageOf(c);
  if (error instanceof AppError) {
    return c.json(errorBody(c, error.code, messageFor(error.code, lang, error.params), error.field), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code: MessageKey = status === 413 ? 'payload_too_large' : status === 401 ? 'unauthorized' : 'bad_request';
    return c.json(errorBody(c, code, messageFor(code, lang)), status);
  }
  // A unique value two requests took at once (the check before the write passed for both): the
  // loser is told, never a 500. Services map the ones they expect to their own messages.
  if (isUniqueViolation(error)) return c.json(errorBody(c, 'conflict', messageFor('conflict', lang)), 409);
  log.error({ err: error, requestId: c.get('requestId'), path: c.req.path, method: c.req.method }, 'unhandled error');
  return c.json(errorBody(c, 'internal', messageFor('internal', lang)), 500);
}
