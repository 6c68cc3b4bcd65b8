// `npm test`: every test there is. Unit and server tests (Vitest, embedded PostgreSQL, or the server of
// DATABASE_URL when set), then the site is built and the Playwright journeys run in Debian's
// Chromium. Without that browser on a developer's machine the journeys are skipped with a notice;
// on CI (CI=true) a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('vitest', ['run']);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(`Chromium not found at ${chromium}: install it (apt-get install chromium) to run the journeys.`);
    process.exit(1);
  }
  console.warn(`\nSkipping the Playwright journeys: no Chromium at ${chromium} (apt-get install chromium).\n`);
  process.exit(0);
}
run('astro', ['build']);
run('playwright', ['test']);
