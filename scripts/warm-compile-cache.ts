import { enableCompileCache, flushCompileCache } from 'node:module';

// `npm start` runs this before the server: it loads the server's modules once with Node's compile
// cache on, so that the server itself finds every file already stripped of its types and never
// loads the TypeScript stripper, which would stay resident for the life of the process
// (docs/decisions/0051-idle-memory.md). Loading is all it does: nothing is started.
enableCompileCache();
await import('../src/server/app.ts');
await import('../src/server/job-handlers.ts');
await import('../src/server/runtime.ts');
await import('../src/server/static.ts');
flushCompileCache();
