import { describe, expect, it } from 'vitest';
import {
  buildWaLink,
  DEFAULT_WELCOME_MESSAGE,
  normalizeWhatsAppNumber,
  resolveWelcomeMessage,
  waLinkFor,
} from './wa-link.ts';

describe('normalizeWhatsAppNumber', () => {
  it.each([
    ['0754123456', '+255754123456'],
    ['754123456', '+255754123456'],
    ['+255754123456', '+255754123456'],
    ['255754123456', '+255754123456'],
    ['00255754123456', '+255754123456'],
    [' 0754 123 456 ', '+255754123456'],
    ['+255 (754) 123-456', '+255754123456'],
    ['0612345678', '+255612345678'],
    ['0221234567', '+255221234567'],
    ['+254712345678', '+254712345678'],
    ['+447911123456', '+447911123456'],
    ['+1 415 555 2671', '+14155552671'],
    ['254712345678', '+254712345678'],
  ])('%s → %s', (raw, e164) => {
    expect(normalizeWhatsAppNumber(raw)).toEqual({ ok: true, e164, digits: e164.slice(1) });
  });

  it.each(['', '   ', null, undefined])('requires a number (%j)', (raw) => {
    expect(normalizeWhatsAppNumber(raw)).toEqual({ ok: false, error: 'required' });
  });

  it.each(['12345', '07541234', '+2557541234567', 'abc', '0754abc456', '+'])('refuses %s', (raw) => {
    expect(normalizeWhatsAppNumber(raw)).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('buildWaLink', () => {
  it('encodes the message with encodeURIComponent and keeps digits only', () => {
    expect(buildWaLink('255754123456', DEFAULT_WELCOME_MESSAGE.en)).toBe(
      'https://wa.me/255754123456?text=Hello%2C%20I%20want%20to%20buy%20your%20products.%20Are%20they%20available%3F',
    );
    expect(buildWaLink('+255 754-123-456', 'a&b=c #1')).toBe('https://wa.me/255754123456?text=a%26b%3Dc%20%231');
  });

  it('keeps emoji and accents intact through the encoding', () => {
    const text = 'Karibu! 🛒 Café';
    const link = buildWaLink('255754123456', text);
    expect(decodeURIComponent(new URL(link).search.slice('?text='.length))).toBe(text);
  });
});

describe('waLinkFor', () => {
  it('falls back to the default message when none is given', () => {
    expect(resolveWelcomeMessage('  ', 'x')).toBe('x');
    const result = waLinkFor('0754123456', '');
    expect(result).toEqual({
      ok: true,
      e164: '+255754123456',
      link: buildWaLink('255754123456', DEFAULT_WELCOME_MESSAGE.en),
    });
  });

  it('uses the Swahili default when asked', () => {
    const result = waLinkFor('0754123456', undefined, DEFAULT_WELCOME_MESSAGE.sw);
    expect(result.ok && result.link).toBe(buildWaLink('255754123456', DEFAULT_WELCOME_MESSAGE.sw));
  });

  it('passes the error through', () => {
    expect(waLinkFor('', 'hi')).toEqual({ ok: false, error: 'required' });
  });
});

describe('default welcome message', () => {
  it('is the one the QR pages show, in both languages', async () => {
    const [{ qr: en }, { qr: sw }] = await Promise.all([import('../i18n/en/qr.ts'), import('../i18n/sw/qr.ts')]);
    expect(en.defaultMessage).toBe(DEFAULT_WELCOME_MESSAGE.en);
    expect(sw.defaultMessage).toBe(DEFAULT_WELCOME_MESSAGE.sw);
  });
});

describe('normalizeWhatsAppNumber (the QR generator: no server checks after it)', () => {
  it.each(['0512345678', '+255 512 345 678'])('refuses the unallocated range %s', (raw) => {
    expect(normalizeWhatsAppNumber(raw)).toEqual({ ok: false, error: 'invalid' });
  });
});
