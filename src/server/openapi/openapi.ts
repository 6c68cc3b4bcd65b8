import { z } from 'zod';
import type { Access, RouteDef } from '../http/route-table.ts';
import { BINARY, CSV, EVENTS, TEXT, type Answer, type RouteDoc, type TagDoc } from '../http/route-doc.ts';
import { errorSchema } from '../../lib/contracts/error.ts';

// OpenAPI 3.1 (https://spec.openapis.org/oas/v3.1.0): its schema objects are JSON Schema 2020-12,
// which is what z.toJSONSchema writes, so the route schemas go in as they are.

type Json = Record<string, unknown>;
export const API_VERSION = '0.1.0';

export const routeKey = (def: Pick<RouteDef, 'method' | 'path'>) => `${def.method} ${def.path}`;

/** Hono's `/api/products/:id` is OpenAPI's `/api/products/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathParamNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** What a client may send: io 'input', so a field with a default is optional, as the route accepts it. */
export function requestSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

/** What a route answers: io 'output', the shape after the server's own defaults. */
export function answerSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  return rest;
}

export function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Public: no session needed.';
    case 'user':
      return 'Signed-in user.';
    case 'member':
      return 'Signed-in member of a shop.';
    case 'admin':
      return "The shop's owner or an admin.";
    case 'permission':
      return `Shop member with the permission ${access.resource}:${access.action} (owners and admins have every permission).`;
    case 'operator':
      return "One of the platform's operators (OPERATOR_EMAILS); anyone else gets 404.";
  }
}

const ERRORS: Record<number, string> = {
  400: 'Invalid input: `field` names the first wrong field.',
  401: 'Not signed in (for a webhook: its signature does not match).',
  403: 'Signed in, but not allowed (missing permission, or a cross-site write); for a webhook check, a wrong token.',
  404: 'Not found, or the caller has no shop.',
  409: 'Conflicts with the current state (already exists, out of stock, transition not allowed).',
  410: 'No longer valid (used, revoked or expired).',
  413: 'The request body is too large.',
  415: 'Wrong content type.',
  422: 'The Idempotency-Key was already used for a different request.',
  429: 'Too many requests: try again later.',
  500: 'Something went wrong on our side: `requestId` finds it in our logs.',
  502: 'An outside service (WhatsApp, Meta) failed or could not be reached.',
};

/**
 * The error statuses a route can answer, from what the mount does before the handler runs and from
 * what the route declares its handler refuses with. error-answers.test.ts calls every declared
 * route into each of these refusals and fails on a status that is not listed here.
 */
export function errorStatuses(def: RouteDef, doc: RouteDoc | undefined): number[] {
  const statuses = new Set<number>(doc?.errors ?? []);
  for (const status of Object.keys(doc?.errorAnswers ?? {})) statuses.add(Number(status));
  const { kind } = def.access;
  // Hand-described query parameters (params) are read leniently: bad ones mean the defaults, never a 400.
  const hasInput = !!(doc?.body || doc?.upload || doc?.query);
  const write = def.method !== 'GET';
  if (hasInput) statuses.add(400);
  if (kind !== 'public') statuses.add(401);
  // Writes under /api with a session cookie from a foreign site are refused (csrf.ts), public ones too.
  if (kind === 'admin' || kind === 'permission' || (write && def.path.startsWith('/api/'))) statuses.add(403);
  // An operator's route does not exist for anyone else signed in (issue 29): 404.
  if (
    kind === 'member' ||
    kind === 'admin' ||
    kind === 'permission' ||
    kind === 'operator' ||
    pathParamNames(def.path).length
  )
    statuses.add(404);
  // The mount puts the size limit in front of every write, whether it reads a body or not.
  if (write) statuses.add(413);
  if (doc?.body || doc?.upload) statuses.add(415);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

/** A status whose body the route extends is described in place; the others point at the shared answer. */
function errorResponse(status: number, doc: RouteDoc | undefined): Json {
  const extended = doc?.errorAnswers?.[status as keyof NonNullable<RouteDoc['errorAnswers']>];
  if (!extended) return { $ref: `#/components/responses/E${status}` };
  return { description: ERRORS[status]!, content: { 'application/json': { schema: answerSchema(extended) } } };
}

function parameters(def: RouteDef, doc: RouteDoc | undefined): Json[] {
  // Ids in paths are UUIDs (uuidParam answers 404 to anything else); tokens are opaque strings.
  const declared = def.params ? ((requestSchema(def.params).properties ?? {}) as Record<string, Json>) : {};
  const inPath = pathParamNames(def.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: declared[name] ?? (/id$/i.test(name) ? { type: 'string', format: 'uuid' } : { type: 'string' }),
  }));
  const query: Json[] = [];
  if (doc?.query) {
    const schema = requestSchema(doc.query) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      query.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: prop });
    }
  }
  for (const p of doc?.params ?? [])
    query.push({ name: p.name, in: 'query', required: false, description: p.description, schema: p.schema });
  const headers: Json[] = doc?.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'A unique string per attempt (1 to 255 printable ASCII characters). Sending the same request again with the same key answers with the first result instead of writing twice, for a day; the same key with a different request is refused with 422.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      ]
    : [];
  return [...inPath, ...query, ...headers];
}

function requestBody(doc: RouteDoc | undefined): Json | undefined {
  if (doc?.body) return { required: true, content: { 'application/json': { schema: requestSchema(doc.body) } } };
  if (doc?.rawBody)
    return { required: true, content: { [doc.rawBody.type]: { schema: requestSchema(doc.rawBody.schema) } } };
  if (!doc?.upload) return undefined;
  const { field, types, alsoRaw = [] } = doc.upload;
  const content: Json = {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [field],
        properties: {
          [field]: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description: `A file: ${types.join(', ')}.`,
          },
        },
      },
      encoding: { [field]: { contentType: types.join(', ') } },
    },
  };
  for (const type of alsoRaw) content[type] = { schema: { type: 'string' } };
  return { required: true, content };
}

function answerContent(answer: Answer): Json | undefined {
  if (answer === null) return undefined;
  if (answer === CSV) return { [CSV]: { schema: { type: 'string' } } };
  // Raw bytes under the file's own media type: a string of bytes, whatever the type turns out to be.
  if (answer === BINARY) return { [BINARY]: { schema: { type: 'string', format: 'binary' } } };
  if (answer === TEXT) return { [TEXT]: { schema: { type: 'string' } } };
  if (answer === EVENTS) return { [EVENTS]: { schema: { type: 'string' } } };
  return { 'application/json': { schema: answerSchema(answer) } };
}

/** The success answers, each with what it carries. */
function successes(doc: RouteDoc): Json {
  const answers = Object.entries(doc.answers).map(([status, answer]) => [status, answerContent(answer!)] as const);
  return Object.fromEntries(
    answers.map(([status, content]) => {
      const success: Json = { description: status === '204' ? 'Done, no content.' : 'Success.' };
      if (content) success.content = content;
      if (doc?.cache) success.headers = { 'Cache-Control': { description: doc.cache, schema: { type: 'string' } } };
      return [status, success];
    }),
  );
}

function operation(def: RouteDef, doc: RouteDoc): Json {
  const responses: Json = successes(doc);
  for (const code of errorStatuses(def, doc)) responses[code] = errorResponse(code, doc);
  const params = parameters(def, doc);
  const body = requestBody(doc);
  return {
    operationId: `${def.method.toLowerCase()}${def.path.replace(/^\/api/, '').replace(/[/:.-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    summary: doc?.summary ?? routeKey(def),
    ...(doc?.description ? { description: doc.description } : {}),
    tags: doc?.tags ?? ['Other'],
    security: def.access.kind === 'public' ? [] : [{ session: [] }],
    'x-access': { ...def.access, text: describeAccess(def.access) },
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/**
 * The whole document for these routes and the tags the manifests describe (app.ts `apiTags`); routes
 * without a doc line still appear (the test demands one).
 */
export function buildOpenApi(routes: RouteDef[], options: { serverUrl?: string; tags?: TagDoc[] } = {}): Json {
  const paths: Record<string, Json> = {};
  for (const def of routes) {
    const path = toOpenApiPath(def.path);
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = operation(def, def.doc);
  }
  const responses = Object.fromEntries(
    Object.entries(ERRORS).map(([code, description]) => [
      `E${code}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Duka Chat API',
      version: API_VERSION,
      description: [
        'JSON over HTTPS. Signing in sets an HttpOnly session cookie named `sid`; send it back with every call.',
        'Writes made with that cookie must come from a trusted origin (the Origin header is checked).',
        'Every error has the same shape: `{ code, message, requestId, field? }`. Send `Accept-Language: sw` for Swahili messages.',
        'Money is whole Tanzanian shillings (integers).',
      ].join('\n\n'),
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: (options.tags ?? []).map((t) => ({ ...t })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'Session cookie set by POST /api/auth/login or /api/auth/signup.',
        },
      },
      schemas: { Error: answerSchema(errorSchema) },
      responses,
    },
  };
}
