// Starts the production server for the Playwright journeys on a fresh data dir (the demo shop is seeded).
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.e2e-data', { recursive: true, force: true });
await import('../src/server/index.ts');
