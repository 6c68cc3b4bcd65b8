import { describe, expect, it } from 'vitest';
import { cutText, splitText } from './fit-text.ts';

describe('cutText', () => {
  it('keeps short text and cuts long text on a word with an ellipsis', () => {
    expect(cutText('Dresses', 20)).toBe('Dresses');
    expect(cutText('Nguo za wanawake na watoto', 20)).toBe('Nguo za wanawake na…');
    expect(cutText('Nguo za wanawake na watoto', 20).length).toBeLessThanOrEqual(20);
  });
  it('never breaks an emoji or a flag', () => {
    const t = cutText('👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽', 9);
    expect(t.length).toBeLessThanOrEqual(9);
    expect(t).toBe('👍🏽👍🏽…');
    expect(cutText('Tanzania🇹🇿🇹🇿🇹🇿🇹🇿', 14)).toBe('Tanzania🇹🇿…');
  });
  it('cuts a single long word by graphemes', () =>
    expect(cutText('Supercalifragilistic-expialidocious', 10)).toBe('Supercali…'));
});

describe('splitText', () => {
  it('splits at line or word boundaries, every piece within the limit, nothing lost', () => {
    const text = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ') + '\n' + 'tail '.repeat(200);
    const parts = splitText(text, 500);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(500);
    expect(parts.join(' ').replace(/\s+/g, ' ')).toBe(text.trim().replace(/\s+/g, ' '));
  });
  it('does not split emoji at the limit', () => {
    const parts = splitText('😀'.repeat(3000), 4096);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(4096);
      expect(p).toMatch(/^(😀)+$/u);
    }
    expect(parts.join('').length).toBe(6000);
  });
  it('gives one piece for short text', () => expect(splitText(' Habari ', 4096)).toEqual(['Habari']));
});
