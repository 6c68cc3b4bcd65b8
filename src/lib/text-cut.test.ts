import { describe, expect, it } from 'vitest';
import { cutAt, shorten } from './text-cut.ts';

const wellFormed = (s: string) => s.isWellFormed();

describe('cutting text', () => {
  const samples = [
    'Habari 😀 rafiki',
    'Karibu 🇹🇿 Tanzania',
    'Familia 👨‍👩‍👧‍👦 yetu',
    'Mkono 👋🏾 salamu',
    'Café e\u0301 ä',
    '😀😀😀😀😀😀',
    '',
  ];
  it('never splits a surrogate pair or a grapheme, at any cut', () => {
    for (const text of samples) {
      for (let max = 0; max <= text.length + 2; max++) {
        const cut = cutAt(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(wellFormed(cut), `${JSON.stringify(text)} at ${max}`).toBe(true);
        expect(text.startsWith(cut)).toBe(true);
        const short = shorten(text, max);
        expect(short.length).toBeLessThanOrEqual(Math.max(max, 0));
        expect(wellFormed(short)).toBe(true);
      }
    }
  });

  it('keeps a whole flag or family emoji or leaves it out', () => {
    expect(cutAt('ab🇹🇿', 3)).toBe('ab');
    expect(cutAt('ab🇹🇿', 6)).toBe('ab🇹🇿');
    expect(cutAt('x👨‍👩‍👧‍👦', 5)).toBe('x');
  });

  it('adds an ellipsis only when it cut', () => {
    expect(shorten('Habari', 6)).toBe('Habari');
    expect(shorten('Habari yako', 6)).toBe('Habar…');
    expect(shorten('😀😀😀', 4)).toBe('😀…');
    expect(shorten('abc', 1)).toBe('…');
    expect(shorten('abc', 0)).toBe('');
  });
});
