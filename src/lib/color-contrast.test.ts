import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, readableOn, textOn } from './color-contrast.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);

describe('colour contrast (WCAG 2)', () => {
  it('measures the known pairs', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // the spec's default primary: white on it is 4.32:1, under AA
    expect(contrastRatio('#FFFFFF', '#2776EA')).toBeCloseTo(4.32, 2);
  });

  it('keeps a colour that reads, and moves one that does not only as far as it must', () => {
    expect(readableOn('#FFFFFF', '#1d4ed8')).toBe('#1D4ED8');
    const blue = readableOn('#FFFFFF', '#2776EA');
    expect(contrastRatio(blue, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(blue, '#FFFFFF')).toBeLessThan(4.6); // still the merchant's blue, a shade darker
    expect(textOn('#2776EA')).toBe('#000000');
    expect(textOn('#1E3A8A')).toBe('#FFFFFF');
  });

  it('reaches 4.5:1 for any text colour on any background', () => {
    fc.assert(
      fc.property(hex, hex, (bg, fg) => {
        expect(contrastRatio(readableOn(bg, fg), bg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(textOn(bg), bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
      { numRuns: 3000, seed: 20261124 },
    );
  });
});
