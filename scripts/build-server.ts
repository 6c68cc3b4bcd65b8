import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// The server as `npm start` runs it: src/server bundled into build/server/ (decision 0051). The
// sources stay TypeScript that Node runs as it is (tests, `npm run dev`, the benches); in
// production that costs memory for the life of the process: either Node's TypeScript stripper or
// its compile cache stays resident (~10 MB), and ~1,000 modules each keep their own wrapper and
// source. The bundle is the same code with the types stripped, in a few files. Packages stay
// outside it (imported from node_modules as before), and a dynamic import() of one stays dynamic,
// so the libraries loaded at first use (PDF.js, sharp, the S3 client…) still are.
// The journeys (scripts/e2e-server.ts, scripts/e2e-cluster.ts) run this bundle too.
const outdir = 'build/server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { serve: 'src/server/serve.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22.12',
  packages: 'external',
  chunkNames: 'chunks/[name]-[hash]',
  // Names kept (no minifying): a stack trace in the log still says which function failed.
  logLevel: 'warning',
});
