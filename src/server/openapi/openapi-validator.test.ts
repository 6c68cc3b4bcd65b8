import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../lib/contracts/error.ts';
import { apiRoutes } from '../app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { answerSchema, routeKey, toOpenApiPath } from './openapi.ts';

/**
 * Issue 14: the document a client downloads (GET /api/openapi.json, the real endpoint) validates
 * with a standard OpenAPI 3.1 validator, and it describes every answer: each 2xx has content with a
 * schema (204 has none; CSV and other non-JSON answers name their media type), each 4xx/5xx the
 * error contract.
 */
type Json = Record<string, any>;
type Operation = { responses: Record<string, Json> };

let t: TestApp;
let served: Json;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  served = res.body;
});
afterAll(() => t.close());

/** A response of the document with its $ref (#/components/responses/…) followed. */
function resolved(response: Json): Json {
  if (!response.$ref) return response;
  const target = (response.$ref as string)
    .slice(2)
    .split('/')
    .reduce<Json | undefined>((node, key) => node?.[key], served);
  expect(target, response.$ref).toBeDefined();
  return target!;
}

const declared = apiRoutes.filter((def) => def.doc?.answers);
const cases = (defs: typeof apiRoutes) => defs.map((def) => [routeKey(def), def] as const);
const operationOf = (def: (typeof apiRoutes)[number]): Operation =>
  served.paths[toOpenApiPath(def.path)][def.method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('validates with @seriousme/openapi-schema-validator as OpenAPI 3.1, $refs included', async () => {
    const validator = new Validator();
    const result = await validator.validate(served);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 3000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes the error body with the error contract', () => {
    expect(served.components.schemas.Error).toEqual(answerSchema(errorSchema));
    expect(served.components.schemas.Error.additionalProperties).toBe(false);
  });

  it.each(cases(declared))('%s: every 2xx has content with a schema', (_key, def) => {
    const successes = Object.entries(operationOf(def).responses).filter(([status]) => /^2\d\d$/.test(status));
    expect(successes.length).toBeGreaterThan(0);
    for (const [status, response] of successes) {
      if (status === '204') {
        expect(response.content, `${status} has no content`).toBeUndefined();
        continue;
      }
      const content = Object.entries<Json>(response.content ?? {});
      expect(content.length, `${status} names a media type`).toBeGreaterThan(0);
      for (const [type, media] of content) {
        if (type === 'application/json') {
          // Not an empty schema: something a client can check an answer with.
          expect(Object.keys(media.schema ?? {}).length, `${status} ${type} has a schema`).toBeGreaterThan(0);
        } else {
          // A file (CSV, an image): the media type tells it; the schema says it is bytes or text.
          expect(type, status).toMatch(/^([\w.+-]+\/[\w.+-]+|\*\/\*)$/); // */*: a file under its own type
          expect(media.schema?.type, `${status} ${type}`).toBe('string');
        }
      }
    }
  });

  it.each(cases(apiRoutes))('%s: every 4xx and 5xx is an error body', (_key, def) => {
    const errors = Object.entries(operationOf(def).responses).filter(([status]) => /^[45]\d\d$/.test(status));
    expect(errors.map(([status]) => status)).toContain('500');
    for (const [status, response] of errors) {
      const schema = resolved(response).content?.['application/json']?.schema as Json | undefined;
      expect(schema, status).toBeDefined();
      if (schema!.$ref) {
        expect(schema!.$ref, status).toBe('#/components/schemas/Error');
        continue;
      }
      // A route's extension of the contract (or a choice of it and the plain one): the error fields are in each.
      for (const variant of schema!.anyOf ?? [schema]) {
        expect(variant.required, status).toEqual(expect.arrayContaining(['code', 'message', 'requestId']));
        expect(variant.additionalProperties, status).toBe(false);
      }
    }
  });
});
