import { describe, expect, it } from 'vitest';
import { normalizePhoneLight } from './phone-light.ts';
import { formatPhone, normalizePhone } from './phone.ts';

describe('normalizePhone (the check that decides)', () => {
  it.each(['0512345678', '+255 512 345 678', '255512345678', '00255512345678'])(
    'refuses %s: no Tanzanian network has 05xx',
    (raw) => {
      expect(normalizePhone(raw)).toBeNull();
    },
  );

  it.each([
    ['0712 345 678', '+255712345678'], // Vodacom
    ['0754 123 456', '+255754123456'], // Vodacom
    ['0655 123 456', '+255655123456'], // Tigo / Yas
    ['0688 123 456', '+255688123456'], // Airtel
    ['0777 123 456', '+255777123456'], // Zantel
    ['0621 123 456', '+255621123456'], // Halotel
    ['022 212 3456', '+255222123456'], // Dar es Salaam fixed line
    ['+254 712 345 678', '+254712345678'],
  ])('takes %s', (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164);
  });

  it('formats for reading', () => {
    expect(formatPhone('+255754123456')).toBe('+255 754 123 456');
  });
});

describe('normalizePhoneLight (a browser pre-check the server repeats)', () => {
  it('counts digits only, so the server has the last word on ranges', () => {
    expect(normalizePhoneLight('0754 123 456')).toBe('+255754123456');
    expect(normalizePhoneLight('0512345678')).toBe('+255512345678');
    expect(normalizePhoneLight('07541234')).toBeNull();
  });
});
