import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { createDeps } from './runtime.ts';
import type { Deps } from './http/context.ts';
import { startJobWorkers } from './job-handlers.ts';
import type { Worker } from './jobs/worker.ts';

// Loaded by the dev integration through Vite: the app is rebuilt when this module reloads, but
// the database stays open across reloads (its embedded PostgreSQL is started once per data folder).
const store = globalThis as unknown as { __dukaDeps?: Promise<Deps>; __dukaWorker?: Promise<Worker | null> };
store.__dukaDeps ??= createDeps();
// One job worker per dev server, started with the first API request (it keeps the handlers it
// started with: restart the dev server after editing a job handler).
store.__dukaWorker ??= store.__dukaDeps.then((deps) => (deps.env.JOBS_WORKER ? startJobWorkers(deps) : null));

export async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const app = createApp(await store.__dukaDeps!);
  await getRequestListener(app.fetch)(req, res);
}
