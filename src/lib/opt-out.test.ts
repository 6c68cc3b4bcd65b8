import { describe, expect, it } from 'vitest';
import { isOptOutReply, optOutWord } from './opt-out.ts';

describe('isOptOutReply', () => {
  it.each([
    'STOP',
    'stop',
    'Stop',
    ' s t o p ',
    'S.T.O.P',
    'Acha.',
    'acha',
    'ACHA!!',
    'SITAKI!',
    'sitaki',
    'Si Taki',
    '\tStop\n',
    'ＳＴＯＰ',
    'STOP 🛑',
    '🙏 acha',
    'st\0op',
    'stop\uD800',
    '\uDC00SITAKI',
  ])('reads %j as an opt-out', (text) => {
    expect(isOptOutReply(text)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '🛑',
    'stopp',
    'stop1',
    'I will not stop buying',
    'acha mzaha, nataka viatu',
    'nataka',
    'sto',
    'ЅТОР', // Cyrillic look-alikes are other letters
    '\0',
    '\uD83D',
    's'.repeat(10) + 'stop',
    ' '.repeat(100) + 'stop',
  ])('does not read %j as an opt-out', (text) => {
    expect(isOptOutReply(text)).toBe(false);
  });

  it('takes anything without throwing', () => {
    for (const value of [null, undefined, 42, {}, [], 'x'.repeat(100_000)]) expect(isOptOutReply(value)).toBe(false);
  });

  it('names the word, so the answer can be in its language', () => {
    expect([optOutWord(' S t o p! '), optOutWord('Acha.'), optOutWord('SITAKI 🙅'), optOutWord('hello')]).toEqual([
      'stop',
      'acha',
      'sitaki',
      null,
    ]);
  });
});
