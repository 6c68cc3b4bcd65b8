import { describe, expect, it } from 'vitest';
import { moveIslandStylesToHead } from './island-styles-in-head.ts';

const ISLAND = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body class="x"><a href="#main">Skip</a>${body}</body></html>`;

describe('moveIslandStylesToHead', () => {
  it('moves the island rule from the body to the end of the head and keeps the island scripts in place', () => {
    const html = page('<style>h1{}</style>', `${ISLAND}<script>island()</script><astro-island></astro-island>`);
    expect(moveIslandStylesToHead(html)).toBe(
      page(`<style>h1{}</style>${ISLAND}`, '<script>island()</script><astro-island></astro-island>'),
    );
  });

  it('leaves a page without islands, and other <style> elements, alone', () => {
    const html = page('', '<div><style>.own{}</style></div>');
    expect(moveIslandStylesToHead(html)).toBe(html);
  });

  it('is idempotent: a page whose rule is already in the head stays the same', () => {
    const html = page(ISLAND, '<astro-island></astro-island>');
    expect(moveIslandStylesToHead(html)).toBe(html);
  });
});
