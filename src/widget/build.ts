// `node src/widget/build.ts [outDir]`: builds the standalone widget into dist/widget (app chunks,
// then the loader that names them). Also used by the server when dist/widget is missing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { WIDGET_OUT, widgetAppConfig, widgetLoaderConfig } from './vite.config.ts';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

export async function buildWidget(outDir = WIDGET_OUT): Promise<void> {
  await build(widgetAppConfig(outDir));
  const manifest = JSON.parse(await readFile(path.join(outDir, 'app-manifest.json'), 'utf8')) as Manifest;
  // two entries: the chat app, and the pop-up chunk (issue 28), which is not prefetched
  const entryKey = (file: string) =>
    Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith(`src/widget/${file}`));
  const appKey = entryKey('widget-app.tsx');
  const popupKey = entryKey('popup-app.ts');
  if (!appKey || !popupKey) throw new Error('widget build: an entry is missing from the manifest');
  const entry = manifest[appKey]!;
  // every chunk the app may need, for the loader to prefetch while the page is idle
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(appKey);
  // the server answers /widget.js from this folder's widget.js and /widget/<file> from the rest
  await build(
    widgetLoaderConfig(
      `widget/${entry.file}`,
      [...files].map((file) => `widget/${file}`),
      `widget/${manifest[popupKey]!.file}`,
      outDir,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildWidget(process.argv[2] ? path.resolve(process.argv[2]) : WIDGET_OUT);
  console.log(`widget built in ${Date.now() - started} ms`);
}
