import type { z } from 'zod';
import type { ErrorBody } from '../../lib/contracts/error.ts';

/**
 * What the OpenAPI document says about a route, held in its declaration (`declareRoute`): the mount
 * validates with the very same schemas.
 *
 * - body: the zod schema of a JSON body; upload: a multipart form (field name, accepted types) instead.
 * - rawBody: a body the handler reads itself as bytes (a signature covers exactly those bytes, so
 *   nothing may parse it first): documented with its schema, never read or validated by the mount.
 * - query: the zod schema of the query string; params: hand-described query parameters, only for
 *   routes that read their query without an importable zod schema.
 * - answers: the success statuses, each with the zod schema of its body (src/lib/contracts/), CSV,
 *   BINARY (a file's bytes under the file's own content type), TEXT, EVENTS (server-sent events),
 *   or null for no content.
 * - errors: statuses beyond those implied by the access and the inputs (409 conflicts, 410 gone,
 *   429 rate limits, a 401 for a wrong password, a 400 of a route without input, 502 when an
 *   outside service fails; 401/403 of a public route that checks a signature or a token of its own).
 * - errorAnswers: the error statuses whose body carries more than the error contract
 *   (src/lib/contracts/error.ts), each with its schema, made with `errorWith`; implies the status.
 */
/** An OpenAPI tag: its name is what a route's `tags` says; a module's manifest describes it (`tag`). */
export type TagDoc = { name: string; description: string };
export type QueryParamDoc = { name: string; description: string; schema: Record<string, unknown> };
export const CSV = 'text/csv';
/** Any media type: a file served as it is (a customer's photo or document), not a JSON answer. */
export const BINARY = '*/*';
/** A plain-text answer (Meta's webhook handshake echoes its challenge, and expects exactly that). */
export const TEXT = 'text/plain';
/** Server-sent events: a stream that stays open (the live figures); the contract describes its events. */
export const EVENTS = 'text/event-stream';
export type Answer = z.ZodType | typeof CSV | typeof BINARY | typeof TEXT | typeof EVENTS | null;
export type SuccessStatus = 200 | 201 | 202 | 204;
export type Answers = Partial<Record<SuccessStatus, Answer>>;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502;
export type ErrorAnswers = Partial<Record<ErrorStatus, z.ZodType<ErrorBody>>>;
export type RouteDoc = {
  summary: string;
  /** Names of tags that manifests declare (modules.test.ts checks each one). */
  tags: string[];
  body?: z.ZodType;
  upload?: { field: string; types: string[]; alsoRaw?: string[] };
  rawBody?: { type: 'application/json' | 'application/x-www-form-urlencoded'; schema: z.ZodType };
  query?: z.ZodType;
  params?: QueryParamDoc[];
  answers: Answers;
  errors?: ErrorStatus[];
  errorAnswers?: ErrorAnswers;
  /**
   * Takes an Idempotency-Key header (src/server/http/idempotency.ts). true: the mount runs the handler
   * once per key and person (http/idempotent-write.ts). 'by-handler': the handler keeps the key itself,
   * for a key that is not a person's (a public page's link) or work that must stay outside the key's
   * transaction (a password check's count, a provider call after the commit).
   */
  idempotent?: true | 'by-handler';
  description?: string;
  cache?: string;
};
