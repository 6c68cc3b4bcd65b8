import { enableCompileCache } from 'node:module';

// The server from its sources (the benches, a quick `node src/server/index.ts`); `npm start` runs
// the same code bundled (scripts/build-server.ts, decision 0051). Node keeps the JavaScript it makes
// of each TypeScript file in a cache (the OS's temporary folder, or NODE_COMPILE_CACHE), so a
// restart reads it back instead of stripping ~1,000 files again. The app is imported only after
// the cache is on: static imports would be loaded before this line runs.
enableCompileCache();
await import('./serve.ts');
