import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiRouteMap } from './api-types.ts';
import { apiRoutes, apiTags } from './app.ts';
import { jobHandlers } from './job-handlers.ts';
import { appModules } from './modules.ts';

// The module list (decision 0034) is the one place a module joins the app: these checks fail when
// a folder has no manifest in it, or when two manifests bring the same route.
const here = path.dirname(new URL(import.meta.url).pathname);
const folders = (dir: string) =>
  readdirSync(path.join(here, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

describe('the module list', () => {
  it('has one manifest per module and flow folder, each named after its folder', () => {
    const names = appModules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const dir of ['modules', 'flows'])
      for (const folder of folders(dir)) {
        expect(readdirSync(path.join(here, dir, folder)), `${dir}/${folder}`).toContain(`${folder}.module.ts`);
        expect(names).toContain(`${dir}/${folder}`);
      }
  });

  it('mounts every manifest route once', () => {
    const keys = apiRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(apiRoutes.length).toBe(appModules.reduce((n, m) => n + m.routes.length + (m.outsideRoutes?.length ?? 0), 0));
  });

  it('describes every tag a route names once, in the manifest of the module it belongs to', () => {
    const declared = apiTags.map((t) => t.name);
    expect(new Set(declared).size).toBe(declared.length);
    const named = new Set(apiRoutes.flatMap((r) => r.doc.tags));
    expect([...named].filter((t) => !declared.includes(t))).toEqual([]);
    expect(declared.filter((t) => !named.has(t))).toEqual([]);
    for (const t of apiTags) expect(t.description.length, t.name).toBeGreaterThan(10);
  });

  it('runs every manifest queue', () => {
    for (const m of appModules)
      for (const queue of Object.keys(m.jobs ?? {})) expect(jobHandlers[queue]).toBe(m.jobs?.[queue]);
  });

  it('keeps each dashboard route typed for the client, and the outside routes out of it', () => {
    // Checked by tsc: a list annotated `ModuleManifest[]` would widen the keys to `string`.
    expectTypeOf<'GET /api/customers/:id'>().toExtend<keyof ApiRouteMap>();
    expectTypeOf<string>().not.toExtend<keyof ApiRouteMap>();
    expectTypeOf<'POST /api/orders/:id/transitions'>().toExtend<keyof ApiRouteMap>();
  });
});
