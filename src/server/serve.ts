import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { startJobWorkers } from './job-handlers.ts';
import { startMemoryTrim } from './memory-trim.ts';
import { createDeps } from './runtime.ts';
import { mountStatic } from './static.ts';

// `npm start` (through index.ts): one process, one port, everything (DESIGN.md).
const deps = await createDeps();
const app = createApp(deps);
mountStatic(app, path.resolve('dist'));

const server = serve({ fetch: app.fetch, port: deps.env.PORT, hostname: deps.env.HOST }, (info) => {
  deps.log.info({ url: deps.env.appUrl, port: info.port, database: deps.database.kind }, 'Duka Chat is running');
});

// The job worker (webhook processing, WhatsApp sends); JOBS_WORKER=false leaves it to other processes.
const worker = deps.env.JOBS_WORKER ? startJobWorkers(deps) : null;
const stopTrim = startMemoryTrim(deps.log);

let stopping = false;
async function shutdown(signal: string) {
  // Once: a process manager may send SIGINT and SIGTERM both, and the pool ends only once.
  if (stopping) return;
  stopping = true;
  deps.log.info({ signal }, 'shutting down');
  server.close();
  stopTrim();
  // Jobs already running finish; unclaimed ones wait in the database for the next start.
  await worker?.stop();
  await deps.database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
