import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

// Builds of the standalone widget (DESIGN.md: /widget.js on any site). Two builds:
// 1. the app (ES modules, code-split: the bubble component, then the window on first open), with
//    preact/compat standing in for React so the window stays under 40 KB gzip;
// 2. the loader, one classic script (IIFE) that knows the app's hashed file name.
// The same components serve the back-office's live preview (React) and this build (Preact).
const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const WIDGET_OUT = path.join(root, 'dist/widget');
export const APP_ENTRY = path.join(here, 'widget-app.tsx');
export const LOADER_ENTRY = path.join(here, 'loader.ts');
/** Website pop-ups (issue 28): a chunk of its own, fetched only when a pop-up is due on the page. */
export const POPUP_ENTRY = path.join(here, 'popup-app.ts');

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const shared = (outDir: string): InlineConfig => ({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  resolve: { alias: preactAliases },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir,
    emptyOutDir: false,
    minify: true,
    target: 'es2020',
    modulePreload: false,
    sourcemap: false,
    reportCompressedSize: false,
    copyPublicDir: false,
  },
});

export function widgetAppConfig(outDir = WIDGET_OUT): InlineConfig {
  const base = shared(outDir);
  return {
    ...base,
    build: {
      ...base.build,
      emptyOutDir: true,
      manifest: 'app-manifest.json',
      rollupOptions: {
        input: { app: APP_ENTRY, popup: POPUP_ENTRY },
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: 'chunks/[name]-[hash].js',
          chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'chunks/[name]-[hash].js' : 'chunks/shared-[hash].js'),
        },
      },
    },
  };
}

/**
 * `appFile`: the app entry's path relative to widget.js's own URL; `files`: all its chunks, likewise;
 * `popupFile`: the pop-up chunk's.
 */
export function widgetLoaderConfig(
  appFile: string,
  files: string[],
  popupFile: string,
  outDir = WIDGET_OUT,
): InlineConfig {
  const base = shared(outDir);
  return {
    ...base,
    define: {
      ...base.define,
      __WIDGET_APP__: JSON.stringify(appFile),
      __WIDGET_FILES__: JSON.stringify(files),
      __POPUP_APP__: JSON.stringify(popupFile),
    },
    build: {
      ...base.build,
      rollupOptions: {
        input: { widget: LOADER_ENTRY },
        output: { format: 'iife', entryFileNames: 'widget.js' },
      },
    },
  };
}

export default widgetAppConfig();
