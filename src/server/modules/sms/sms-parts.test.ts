import { describe, expect, it } from 'vitest';
import { smsParts } from './sms-parts.ts';

// The figures of protocols.md §3: GSM-7 160 in one part, 153 per part when split; UCS-2 70 and 67;
// `€ [ ] { } \\ ^ ~ |` count twice; one character outside GSM-7 makes the whole message UCS-2.
describe('smsParts', () => {
  it.each([
    ['a'.repeat(160), 'gsm7', 1],
    ['a'.repeat(161), 'gsm7', 2],
    ['a'.repeat(306), 'gsm7', 2],
    ['a'.repeat(307), 'gsm7', 3],
    ['€'.repeat(80), 'gsm7', 1],
    [`${'a'.repeat(159)}[`, 'gsm7', 2],
    ['a'.repeat(70) + 'ş', 'ucs2', 2],
    ['ş'.repeat(70), 'ucs2', 1],
    ['ş'.repeat(134), 'ucs2', 2],
    ['ş'.repeat(135), 'ucs2', 3],
    ['Karibu 🎉', 'ucs2', 1],
  ] as const)('%#: %s', (text, encoding, parts) => {
    expect(smsParts(text)).toEqual({ encoding, parts });
  });
});
