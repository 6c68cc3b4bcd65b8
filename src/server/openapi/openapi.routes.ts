import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { declareRoute } from '../http/declare-route.ts';
import { PUBLIC, type RouteDef } from '../http/route-table.ts';
import { buildOpenApi } from './openapi.ts';

export const OPENAPI_CACHE = 'public, max-age=300';

// Built on the first request and kept for the life of the process: the routes cannot change while it runs.
// The API answers are not compressed by the server (static.ts), so this one large, static answer is
// gzipped here once, for visitors on metered mobile data.
let built: Promise<{ json: string; gzip: Uint8Array<ArrayBuffer> }> | null = null;

async function document(serverUrl: string) {
  // Imported when first asked for: app.ts imports this file to list the route, and the document needs all of them.
  const { apiRoutes, apiTags } = await import('../app.ts');
  const json = JSON.stringify(buildOpenApi(apiRoutes, { serverUrl, tags: apiTags }));
  return { json, gzip: new Uint8Array(gzipSync(json)) };
}

export const openapiRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/openapi.json',
    access: PUBLIC,
    tags: ['Meta'],
    summary: 'This OpenAPI 3.1 document',
    cache: OPENAPI_CACHE,
    // Described by https://spec.openapis.org/oas/3.1/schema, not restated here.
    answers: {
      200: z.looseObject({
        openapi: z.literal('3.1.0'),
        info: z.looseObject({}),
        paths: z.record(z.string(), z.unknown()),
      }),
    },
    handler: async (c) => {
      built ??= document(c.get('deps').env.appUrl).catch((error: unknown) => {
        built = null; // a failed build is retried by the next request
        throw error;
      });
      const { json, gzip } = await built;
      c.header('cache-control', OPENAPI_CACHE);
      c.header('vary', 'accept-encoding');
      c.header('content-type', 'application/json; charset=utf-8');
      if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
        c.header('content-encoding', 'gzip');
        return c.body(gzip);
      }
      return c.body(json);
    },
  }),
] satisfies RouteDef[];
