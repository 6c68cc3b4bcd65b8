import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { buildOpenApi, requestSchema, routeKey, toOpenApiPath } from './openapi.ts';

type Json = Record<string, any>;
const doc = buildOpenApi(apiRoutes) as Json;
const operationOf = (method: string, path: string): Json | undefined =>
  doc.paths[toOpenApiPath(path)]?.[method.toLowerCase()];

// Module sources: no handler may read its body or query itself (the mount validates them with the
// declared schemas, which are what the document shows).
const moduleSources = import.meta.glob<string>('../modules/**/*.ts', { eager: true, query: '?raw', import: 'default' });

describe('OpenAPI document', () => {
  it('looks like OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    expect(doc.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
    );
    expect(doc.components.schemas.Error.required).toEqual(['code', 'message', 'requestId']);
    // Every $ref points at something that exists.
    const refs = JSON.stringify(doc).match(/"\$ref":"#\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const target = ref
        .slice(8, -1)
        .split('/')
        .slice(1)
        .reduce<any>((node, key) => node?.[key], doc);
      expect(target, ref).toBeTruthy();
    }
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      expect(path).not.toContain(':');
      for (const op of Object.values<Json>(item)) {
        expect(Object.keys(op.responses).length, path).toBeGreaterThan(0);
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        expect(
          (op.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => p.name),
          path,
        ).toEqual(names);
      }
    }
  });

  it('holds only declared routes: each describes its answers', () => {
    // RouteDef.doc is required, so only declareRoute makes a route; a declaration names its answers.
    expect(apiRoutes.filter((def) => !def.doc.answers).map(routeKey)).toEqual([]);
  });

  it.each(apiRoutes.map((def) => [routeKey(def), def] as const))('%s appears with its access', (key, def) => {
    const op = operationOf(def.method, def.path);
    expect(op, key).toBeTruthy();
    expect(op!.summary).toBe(def.doc.summary);
    expect(op!['x-access'].kind).toBe(def.access.kind);
    expect(op!.security).toEqual(def.access.kind === 'public' ? [] : [{ session: [] }]);
    if (def.access.kind !== 'public') expect(op!.responses['401']).toBeTruthy();
  });

  it('leaves reading bodies and queries to the mount: no module calls jsonBody or queryParams', () => {
    const readers = Object.entries(moduleSources)
      .filter(([file, source]) => !file.endsWith('.test.ts') && /\b(jsonBody|queryParams)\s*\(/.test(source))
      .map(([file]) => file);
    expect(readers).toEqual([]);
  });

  const writes = apiRoutes.filter((def) => ['POST', 'PUT', 'PATCH'].includes(def.method));
  it.each(writes.map((def) => [routeKey(def), def] as const))(
    '%s documents the JSON body it validates',
    (_key, def) => {
      if (!def.doc.body) return;
      expect(operationOf(def.method, def.path)!.requestBody.content['application/json'].schema).toEqual(
        requestSchema(def.doc.body),
      );
    },
  );

  it.each(apiRoutes.map((def) => [routeKey(def), def] as const))('%s documents the query it validates', (_key, def) => {
    if (!def.doc.query) return;
    const params = (operationOf(def.method, def.path)!.parameters as Json[]).filter((p) => p.in === 'query');
    expect(params.map((p) => p.name)).toEqual(Object.keys((requestSchema(def.doc.query) as Json).properties));
  });

  it('converts query schemas to parameters and paths to templates', () => {
    const list = operationOf('GET', '/api/orders')!;
    const status = list.parameters.find((p: Json) => p.name === 'status');
    expect(status).toMatchObject({
      in: 'query',
      required: false,
      schema: { enum: expect.arrayContaining(['all', 'pending']) },
    });
    expect(doc.paths['/api/products/{id}/images/{imageId}'].delete.parameters.map((p: Json) => p.name)).toEqual([
      'id',
      'imageId',
    ]);
    expect(operationOf('PUT', '/api/shop/logo')!.requestBody.content['multipart/form-data'].schema.required).toEqual([
      'logo',
    ]);
  });
});

/**
 * A small JSON Schema checker for the keywords z.toJSONSchema writes for request bodies: enough to
 * show that the published schema refuses what the route refuses.
 */
function violates(schema: Json, value: unknown): boolean {
  if (schema.oneOf) return schema.oneOf.filter((s: Json) => !violates(s, value)).length !== 1;
  if (schema.anyOf) return schema.anyOf.every((s: Json) => violates(s, value));
  if ('const' in schema && value !== schema.const) return true;
  if (schema.enum && !schema.enum.includes(value)) return true;
  const type = Array.isArray(value)
    ? 'array'
    : value === null
      ? 'null'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;
  if (schema.type && schema.type !== type && !(schema.type === 'number' && type === 'integer')) return true;
  if (typeof value === 'string')
    return value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity);
  if (typeof value === 'number') return value < (schema.minimum ?? -Infinity) || value > (schema.maximum ?? Infinity);
  if (Array.isArray(value)) {
    if (value.length < (schema.minItems ?? 0) || value.length > (schema.maxItems ?? Infinity)) return true;
    return !!schema.items && value.some((item) => violates(schema.items, item));
  }
  if (value && typeof value === 'object') {
    const object = value as Json;
    if ((schema.required ?? []).some((key: string) => !(key in object))) return true;
    const props: Json = schema.properties ?? {};
    if (schema.additionalProperties === false && Object.keys(object).some((key) => !(key in props))) return true;
    return Object.entries(object).some(([key, v]) => key in props && violates(props[key], v));
  }
  return false;
}

describe('published body schemas refuse what the routes refuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = {
    name: 'Asha Juma',
    email: 'asha.openapi@example.com',
    phone: '0754123456',
    password: 'correct horse',
  };
  const contact = {
    name: 'Neema',
    email: 'neema@example.com',
    phone: '0754123456',
    message: 'Habari, naomba maelezo zaidi.',
  };
  const { email: _email, ...signupWithoutEmail } = signup;
  const cases: [string, string, Json, boolean][] = [
    ['signup without email', '/api/auth/signup', signupWithoutEmail, false],
    ['signup with an unknown field', '/api/auth/signup', { ...signup, is_admin: true }, false],
    ['signup with a one-letter name', '/api/auth/signup', { ...signup, name: 'A' }, false],
    ['signup with a short password', '/api/auth/signup', { ...signup, password: 'short' }, false],
    ['signup in French', '/api/auth/signup', { ...signup, language: 'fr' }, false],
    ['signup with a number for a name', '/api/auth/signup', { ...signup, name: 42 }, false],
    ['a good signup', '/api/auth/signup', signup, true],
    ['contact with a short message', '/api/contact', { ...contact, message: 'Hi' }, false],
    ['contact in French', '/api/contact', { ...contact, lang: 'fr' }, false],
    ['a good contact message', '/api/contact', contact, true],
  ];

  it.each(cases)('%s', async (_name, path, body, accepted) => {
    const schema = operationOf('POST', path)!.requestBody.content['application/json'].schema as Json;
    expect(violates(schema, body)).toBe(!accepted);
    const res = await t.client().post(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(accepted ? 201 : 400);
  });

  it('names email as required, the way the route reports it', async () => {
    const schema = operationOf('POST', '/api/auth/signup')!.requestBody.content['application/json'].schema as Json;
    expect(schema.required).toContain('email');
    const res = await t.client().post('/api/auth/signup', signupWithoutEmail);
    expect(res.body).toMatchObject({ code: 'required', field: 'email', requestId: expect.any(String) });
  });

  it('is served at GET /api/openapi.json, public and cacheable, gzipped when asked', async () => {
    const plain = await t.client().get('/api/openapi.json');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300');
    expect(plain.body.openapi).toBe('3.1.0');
    expect(Object.keys(plain.body.paths)).toEqual(Object.keys(doc.paths));
    const zipped = await t.app.fetch(
      new Request('http://localhost:4321/api/openapi.json', { headers: { 'accept-encoding': 'gzip, br' } }),
    );
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'))).toEqual(plain.body);
  });
});
