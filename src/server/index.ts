import { enableCompileCache } from 'node:module';

// `npm start` runs this file. Node keeps the JavaScript it makes of each TypeScript file in a
// cache (the OS's temporary folder, or NODE_COMPILE_CACHE), so a restart reads it back instead of
// loading the TypeScript stripper (a WebAssembly module of some 20 MB that stays resident) and
// stripping ~1,000 files again. The app is imported only after the cache is on: static imports
// would be loaded before this line runs.
enableCompileCache();
await import('./serve.ts');
