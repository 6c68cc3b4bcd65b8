import { createHash } from 'node:crypto';

// What a built page runs and styles inline, as CSP hash sources. Read from the page itself, so a
// rebuilt page never falls out of step with its policy. Astro's output is well formed: a tag's
// attributes may hold quoted '>' but its text never holds its own closing tag.
const ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
const SCRIPT = new RegExp(`<script\\b${ATTRIBUTES}>([\\s\\S]*?)</script\\s*>`, 'gi');
const STYLE = new RegExp(`<style\\b${ATTRIBUTES}>([\\s\\S]*?)</style\\s*>`, 'gi');
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
// The types a browser runs; anything else (JSON-LD, import maps aside) is a data block.
const RUNNABLE = /^(module|(text|application)\/(x-)?(java|ecma)script)$/i;

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export type InlineHashes = { scripts: string[]; styles: string[] };

export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const [, attributes, code] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes!)) continue;
    const type = TYPE.exec(attributes!)?.[1];
    if (type === undefined || RUNNABLE.test(type)) scripts.add(hashSource(code!));
  }
  const styles = new Set<string>();
  for (const [, , css] of html.matchAll(STYLE)) styles.add(hashSource(css!));
  return { scripts: [...scripts], styles: [...styles] };
}
