import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

// Astro writes its island rule (`astro-island{display:contents}`) as a <style> right before the
// first island, which on our pages is inside <body>, where HTML allows no <style> (the W3C
// validator flags every public page). The rule is page-wide either way, so it moves into <head>;
// the island scripts after it stay where they are.
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The page with Astro's island <style> moved from <body> to the end of <head>. */
export function moveIslandStylesToHead(html: string): string {
  const body = html.search(/<body[\s>]/i);
  const match = ISLAND_STYLE.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!match || body < 0 || match.index < body || headEnd < 0 || headEnd > body) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.slice(0, headEnd) + match[0] + without.slice(headEnd);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** `astro build` step: every built page gets its island <style> in <head>. */
export function islandStylesInHead(): AstroIntegration {
  return {
    name: 'duka-island-styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const moved = moveIslandStylesToHead(html);
          if (moved !== html) await writeFile(file, moved);
        }
      },
    },
  };
}
