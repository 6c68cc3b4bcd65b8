import { describe, expect, it } from 'vitest';
import {
  countSms,
  fillSmsText,
  sampleValues,
  smsCost,
  smsEncoding,
  smsWithHint,
  unknownVariables,
  usedVariables,
} from './sms-text.ts';
import { inSendingHours, nextSendingTime } from './quiet-hours.ts';

describe('sms-text: GSM-7 / UCS-2 and parts (GSM 03.38 figures)', () => {
  it('plain Swahili and English are GSM-7', () => {
    expect(smsEncoding('Habari Asha! Punguzo la 10% leo tu.')).toBe('gsm7');
    expect(smsEncoding('@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà')).toBe('gsm7');
  });
  it('160 GSM-7 characters are one part, 161 are two (153 a part), 306 two, 307 three', () => {
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', length: 160, parts: 1, remaining: 0 });
    expect(countSms('a'.repeat(161))).toMatchObject({ parts: 2, perPart: 153 });
    expect(countSms('a'.repeat(306)).parts).toBe(2);
    expect(countSms('a'.repeat(307)).parts).toBe(3);
    expect(countSms('').parts).toBe(0);
  });
  it.each(['€', '[', ']', '{', '}', '^', '~', '\\', '|'])('%s counts twice and stays GSM-7', (ch) => {
    expect(countSms(ch)).toMatchObject({ encoding: 'gsm7', length: 2, parts: 1 });
    expect(countSms('a'.repeat(158) + ch)).toMatchObject({ length: 160, parts: 1 });
    expect(countSms('a'.repeat(159) + ch)).toMatchObject({ length: 161, parts: 2 });
  });
  it('an escape pair is never split between parts', () => {
    // 152 plain + € (2) = 154 > 153: the € moves to part two.
    const c = countSms('a'.repeat(152) + '€' + 'a'.repeat(10));
    expect(c.parts).toBe(2);
    expect(c.remaining).toBe(153 - 12);
  });
  it('one emoji makes the whole text UCS-2: 70 in one, 67 a part', () => {
    expect(smsEncoding('Habari 🎉')).toBe('ucs2');
    expect(countSms('a'.repeat(70))).toMatchObject({ encoding: 'gsm7', parts: 1 });
    expect(countSms('ş'.repeat(70))).toMatchObject({ encoding: 'ucs2', length: 70, parts: 1 });
    expect(countSms('ş'.repeat(71))).toMatchObject({ parts: 2, perPart: 67 });
    expect(countSms('ş'.repeat(134)).parts).toBe(2);
    expect(countSms('ş'.repeat(135)).parts).toBe(3);
    // An emoji outside the BMP takes two units; 68 + 🎉 = 70 is one part.
    expect(countSms('a'.repeat(68) + '🎉')).toMatchObject({ encoding: 'ucs2', length: 70, parts: 1 });
    expect(countSms('a'.repeat(69) + '🎉')).toMatchObject({ length: 71, parts: 2 });
  });
  it('a surrogate pair is never split between parts', () => {
    const c = countSms('a'.repeat(66) + '🎉' + 'a'.repeat(10));
    expect(c.parts).toBe(2);
    expect(c.remaining).toBe(67 - 12);
  });
  it('a curly quote or a Cyrillic letter is UCS-2; a GSM-7 text with the extension stays GSM-7', () => {
    expect(smsEncoding('It’s')).toBe('ucs2');
    expect(smsEncoding('Привет')).toBe('ucs2');
    expect(smsEncoding('Bei {punguzo} [20%] ~ €5 | ^ \\')).toBe('gsm7');
  });
});

describe('sms-text: variables and cost', () => {
  const values = { name: 'Asha', shop: 'Duka la Mama', link: 'https://x.tz/c/abc', amount_owed: '12,000' };
  it('fills the four variables and leaves an unknown one as written', () => {
    expect(fillSmsText('Habari {name}, {shop}: {link} deni {amount_owed} {other}', values)).toBe(
      'Habari Asha, Duka la Mama: https://x.tz/c/abc deni 12,000 {other}',
    );
  });
  it('finds unknown and used variables', () => {
    expect(unknownVariables('Hi {name} {price} {price} {shop}')).toEqual(['price']);
    expect(unknownVariables('Hi {name}')).toEqual([]);
    expect(usedVariables('{link} {name} {link}')).toEqual(['link', 'name']);
  });
  it('the hint goes on its own line; samples are long', () => {
    expect(smsWithHint('Offer', 'Reply STOP to opt out')).toBe('Offer\nReply STOP to opt out');
    expect(sampleValues('', 30).link).toHaveLength(30);
  });
  it('cost is parts × price × recipients, exact past 2^31', () => {
    expect(smsCost(2, 25, 1000)).toBe(50_000);
    expect(smsCost(6, 30, 100_000_000)).toBe(18_000_000_000);
  });
});

describe('quiet hours (EAT)', () => {
  it('09:00–21:00 EAT is 06:00–18:00 UTC', () => {
    expect(inSendingHours(new Date('2026-11-27T05:59:00Z'), '09:00', '21:00')).toBe(false);
    expect(inSendingHours(new Date('2026-11-27T06:00:00Z'), '09:00', '21:00')).toBe(true);
    expect(inSendingHours(new Date('2026-11-27T17:59:00Z'), '09:00', '21:00')).toBe(true);
    expect(inSendingHours(new Date('2026-11-27T18:00:00Z'), '09:00', '21:00')).toBe(false);
  });
  it('outside the hours the next start is the coming 09:00 EAT', () => {
    expect(nextSendingTime(new Date('2026-11-27T19:00:00Z'), '09:00', '21:00').toISOString()).toBe(
      '2026-11-28T06:00:00.000Z',
    );
    expect(nextSendingTime(new Date('2026-11-27T02:00:00Z'), '09:00', '21:00').toISOString()).toBe(
      '2026-11-27T06:00:00.000Z',
    );
    const inside = new Date('2026-11-27T10:00:00Z');
    expect(nextSendingTime(inside, '09:00', '21:00')).toBe(inside);
  });
  it('a window across midnight works', () => {
    expect(inSendingHours(new Date('2026-11-27T20:00:00Z'), '22:00', '06:00')).toBe(true);
    expect(inSendingHours(new Date('2026-11-27T10:00:00Z'), '22:00', '06:00')).toBe(false);
  });
});
