import { apiRoutes } from './src/server/app.ts';
import { buildOpenApi } from './src/server/openapi/openapi.ts';
const doc = buildOpenApi(apiRoutes);
const routes = apiRoutes.map((r) => ({ m: r.method, p: r.path, a: r.access, lim: r.bodyLimitKb, tl: r.tooLarge, idem: r.doc?.idempotent }));
process.stdout.write(JSON.stringify({ doc, routes }, null, 1));
