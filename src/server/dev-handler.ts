import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { createDeps } from './runtime.ts';
import type { Deps } from './http/context.ts';

// Loaded by the dev integration through Vite: the app is rebuilt when this module reloads, but
// the database stays open across reloads (PGlite must not be opened twice on one folder).
const store = globalThis as unknown as { __dukaDeps?: Promise<Deps> };
store.__dukaDeps ??= createDeps();

export async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const app = createApp(await store.__dukaDeps!);
  await getRequestListener(app.fetch)(req, res);
}
