// Starts the production server for the Playwright journeys on a fresh data dir (the demo shop is seeded).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { clearLeftover } from '../src/server/db/embedded-postgres.ts';

const dataDir = process.env.DATA_DIR ?? '.e2e-data';
// The embedded database of a run whose server was killed may still be running in that folder.
await clearLeftover(path.resolve(dataDir, 'postgres'));
rmSync(dataDir, { recursive: true, force: true });
// The operator journey (tests/e2e/operator.spec.ts) signs in as the demo's operator (seeded beside the demo shop).
process.env.OPERATOR_EMAILS ??= 'operator@duka.chat';
// The server as `npm start` runs it: the bundle (scripts/build-server.ts), built from the sources now.
await import('./build-server.ts');
// (A path in a variable: the bundle does not exist when the sources are type-checked.)
const bundle = '../build/server/serve.js';
await import(bundle);
