// `npm run seed -- --size small|large`: adds realistic volume to the database the app uses
// (DATA_DIR or DATABASE_URL, like `npm start`), on top of the demo shop.
import { parseArgs } from 'node:util';
import { createDeps } from '../src/server/runtime.ts';
import { SIZES, seedVolume, type Size } from '../src/server/seed/volume.ts';

const { values } = parseArgs({ options: { size: { type: 'string', default: 'small' } } });
if (!(values.size! in SIZES)) {
  console.error(`--size must be one of: ${Object.keys(SIZES).join(', ')}`);
  process.exit(2);
}
const deps = await createDeps();
const started = performance.now();
const result = await seedVolume(deps, values.size as Size);
deps.log.info({ ...result, seconds: Math.round((performance.now() - started) / 100) / 10 }, 'seed done');
await deps.database.close();
