// A separate process running the campaign queues, as a server's job worker does; the kill -9 test
// (campaign-send.test.ts) starts it, kills it mid-run and starts another. Env: DATABASE_URL,
// SECRET_KEY, APP_URL, BEEM_BASE_URL and BEEM_DLR_BASE_URL (the Beem fake the shop's linked gateway calls).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeps } from '../../../runtime.ts';
import { readEnv } from '../../../env.ts';
import { jobHandlers } from '../../../job-handlers.ts';
import { startWorker } from '../../../jobs/worker.ts';

const env = readEnv({
  ...process.env,
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campaign-child-')),
});
const deps = await createDeps(env);
startWorker(deps, jobHandlers, {
  queues: ['campaigns.start', 'campaigns.send', 'campaigns.fallback'],
  concurrency: 16,
  pollMs: 50,
});
process.stdout.write('ready\n');
