import { defineConfig } from 'vitest/config';

// Two projects: `unit` (browser and shared code; a file opts into a DOM with
// `// @vitest-environment happy-dom`) and `server` (API against PGlite, or PostgreSQL when
// DATABASE_URL is set: .ci/run runs it once more that way).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/server/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
