import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { bodyLimit } from 'hono/body-limit';
import { can, type Action, type Resource } from '../../lib/permissions.ts';
import type { AppEnv, Membership } from './context.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import type { MessageKey } from './messages.ts';
import { membershipPermissions } from './member-permissions.ts';
import type { RouteDoc } from './route-doc.ts';
import { jsonBody, queryParams, unstorableTextAt } from './validate.ts';
import { oncePerKey } from './idempotent-write.ts';

/**
 * Every API route declares who may call it; `mountRoutes` enforces it before the handler runs.
 * - public: anyone; user: signed in; member: signed in and in a shop;
 * - admin: the shop's owner or an admin; permission: the (resource, action) of spec 3.
 * The permissions test walks this table, so a new route is covered by declaring it here.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'member' }
  | { kind: 'admin' }
  | { kind: 'permission'; resource: Resource; action: Action }
  /** The platform's operators (OPERATOR_EMAILS): anyone else signed in is told the route does not exist. */
  | { kind: 'operator' };

export const PUBLIC: Access = { kind: 'public' };
export const USER: Access = { kind: 'user' };
export const MEMBER: Access = { kind: 'member' };
export const ADMIN: Access = { kind: 'admin' };
export const OPERATOR: Access = { kind: 'operator' };
export const perm = (resource: Resource, action: Action): Access => ({ kind: 'permission', resource, action });

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What the mount parsed with the route's declared schemas (src/server/http/declare-route.ts). */
export type ParsedInput = { body: unknown; query: unknown; params: unknown };
export type Handler = (c: Context<AppEnv>, input: ParsedInput) => Response | Promise<Response>;
export type RouteOptions = { bodyLimitKb?: number; tooLarge?: MessageKey };
/**
 * Made only by declareRoute (every route is declared): the mount validates with doc and params, and the
 * OpenAPI document, the answer and error checks and the typed client are written from them.
 */
export type RouteDef = {
  method: Method;
  path: string;
  access: Access;
  handler: Handler;
  doc: RouteDoc;
  params?: z.ZodType;
} & RouteOptions;

/** The shop and membership of the signed-in user; throws 401/403 as the access demands. */
export function requireMembership(c: Context<AppEnv>): Membership {
  const membership = c.get('membership');
  if (!c.get('user')) throw unauthorized();
  if (!membership) throw new AppError(404, 'shop_not_found');
  return membership;
}

/** Whether the signed-in user is one of the operators named in OPERATOR_EMAILS. */
export function isOperator(c: Context<AppEnv>): boolean {
  const user = c.get('user');
  return !!user && c.get('deps').env.operatorEmails.includes(user.email.toLowerCase());
}

function check(c: Context<AppEnv>, access: Access): void {
  if (access.kind === 'public') return;
  if (!c.get('user')) throw unauthorized();
  if (access.kind === 'user') return;
  if (access.kind === 'operator') {
    if (!isOperator(c)) throw new AppError(404, 'not_found');
    return;
  }
  const membership = requireMembership(c);
  const perms = membershipPermissions(membership.member);
  if (access.kind === 'admin' && !('is_admin' in perms)) throw forbidden();
  if (access.kind === 'permission' && !can(perms, access.resource, access.action)) {
    throw forbidden('permission_denied', { action: access.action, resource: access.resource });
  }
}

/**
 * The size check of a route's body. A declared Content-Length is checked as a number (Node's
 * parser never reads past it): hono's bodyLimit would first turn the request into a web stream,
 * which then also takes @hono/node-server off its fast path for reading the body (a tenth of the
 * server's time per chat message, measured). A chunked body is counted as it streams in.
 */
function sizeLimit(maxSize: number, tooLarge: MessageKey): MiddlewareHandler<AppEnv> {
  const counted = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(413, tooLarge);
    },
  });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (Number(declared) > maxSize) throw new AppError(413, tooLarge);
    await next();
  };
}

const NOTHING: ParsedInput = { body: undefined, query: undefined, params: undefined };

/**
 * The inputs of a declared route, checked in the order a person can act on: a path naming nothing
 * is 404 (an id that cannot exist is simply not found), then the query, then the body (400/415).
 */
async function parseInput(
  c: Context<AppEnv>,
  doc: RouteDoc,
  paramsSchema: z.ZodType | undefined,
): Promise<ParsedInput> {
  let params: unknown;
  if (paramsSchema) {
    const parsed = paramsSchema.safeParse(c.req.param());
    if (!parsed.success) throw new AppError(404, 'not_found');
    params = parsed.data;
  }
  const query = doc.query ? queryParams(c, doc.query) : undefined;
  const body = doc.body ? await jsonBody(c, doc.body) : undefined;
  return { body, query, params };
}

export function mountRoutes(app: Hono<AppEnv>, routes: RouteDef[], defaultLimitKb: number): void {
  for (const def of routes) {
    const limit = sizeLimit((def.bodyLimitKb ?? defaultLimitKb) * 1024, def.tooLarge ?? 'payload_too_large');
    const hasParams = def.path.includes(':');
    const doc = def.doc?.query || def.doc?.body || def.params ? def.doc : undefined;
    // A write a client may retry runs once per Idempotency-Key (idempotent-write.ts).
    const run = def.doc?.idempotent === true ? oncePerKey(def) : def.handler;
    const handler = async (c: Context<AppEnv>) => {
      check(c, def.access);
      // A path segment with a NUL or half an emoji names nothing the database could hold.
      if (hasParams && unstorableTextAt(c.req.param()) !== null) throw new AppError(404, 'not_found');
      // Routes without declared input (GET /api/user, the chat hot path) skip the extra await.
      return run(c, doc ? await parseInput(c, doc, def.params) : NOTHING);
    };
    // Reads carry no body, so they skip the size check.
    if (def.method === 'GET') app.get(def.path, handler);
    else app.on(def.method, def.path, limit, handler);
  }
}
