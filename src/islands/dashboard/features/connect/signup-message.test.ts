import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_ID_KEY,
  WABA_ID_KEY,
  isStorableId,
  loginOptions,
  parseSignupMessage,
  storeSignupIds,
} from './signup-message.ts';

const FB = 'https://www.facebook.com';
const message = (event: string, data: object) =>
  JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event, data, version: '3' });

describe('the stored id rule (spec 5)', () => {
  it('keeps only all-digit ids longer than 5 characters', () => {
    expect(isStorableId('123456')).toBe(true);
    expect(isStorableId('102290129340398')).toBe(true);
    expect(isStorableId('12345')).toBe(false);
    expect(isStorableId('12345a')).toBe(false);
    expect(isStorableId(' 123456')).toBe(false);
    expect(isStorableId('-123456')).toBe(false);
    expect(isStorableId('')).toBe(false);
    expect(isStorableId(1234567)).toBe(false);
    expect(isStorableId(null)).toBe(false);
  });
});

describe('storeSignupIds', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fakeStorage = () => {
    const map = new Map<string, string>();
    return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };

  it('stores both ids when they pass, and nothing for one that does not', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    storeSignupIds({ waba_id: '2098765432101', business_id: '12ab56' });
    expect([...storage.map]).toEqual([[WABA_ID_KEY, '2098765432101']]);
    storeSignupIds({ waba_id: '99', business_id: '5000000000001' });
    expect(storage.map.get(WABA_ID_KEY)).toBe('2098765432101');
    expect(storage.map.get(BUSINESS_ID_KEY)).toBe('5000000000001');
  });

  it('treats a storage failure as a warning and carries on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => storeSignupIds({ waba_id: '2098765432101', business_id: '5000000000001' })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('parseSignupMessage', () => {
  it('reads FINISH from www and web.facebook.com', () => {
    const data = message('FINISH', {
      phone_number_id: '4000000000001',
      waba_id: '3000000000001',
      business_id: '5000000000001',
    });
    const expected = {
      kind: 'finish',
      event: 'FINISH',
      ids: { phone_number_id: '4000000000001', waba_id: '3000000000001', business_id: '5000000000001' },
    };
    expect(parseSignupMessage(FB, data)).toEqual(expected);
    expect(parseSignupMessage('https://web.facebook.com', data)).toEqual(expected);
  });

  it('reads the coexistence finish event and a missing business id', () => {
    const parsed = parseSignupMessage(
      FB,
      message('FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING', {
        phone_number_id: '4000000000001',
        waba_id: '3000000000001',
      }),
    );
    expect(parsed).toEqual({
      kind: 'finish',
      event: 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING',
      ids: { phone_number_id: '4000000000001', waba_id: '3000000000001', business_id: null },
    });
  });

  it('reads CANCEL with its step and ERROR with its message', () => {
    expect(parseSignupMessage(FB, message('CANCEL', { current_step: 'PHONE_NUMBER_SETUP' }))).toEqual({
      kind: 'cancel',
      currentStep: 'PHONE_NUMBER_SETUP',
    });
    expect(parseSignupMessage(FB, message('ERROR', { error_message: 'Number already in use' }))).toEqual({
      kind: 'error',
      message: 'Number already in use',
    });
  });

  it('ignores other origins, other messages and junk', () => {
    const data = message('FINISH', { phone_number_id: '4000000000001', waba_id: '3000000000001' });
    expect(parseSignupMessage('https://evil.example', data)).toBeNull();
    expect(parseSignupMessage('http://www.facebook.com', data)).toBeNull();
    expect(parseSignupMessage('https://www.facebook.com.evil.example', data)).toBeNull();
    expect(parseSignupMessage(FB, 'not json')).toBeNull();
    expect(parseSignupMessage(FB, JSON.stringify({ type: 'OTHER', event: 'FINISH' }))).toBeNull();
    expect(parseSignupMessage(FB, message('SOMETHING_NEW', {}))).toBeNull();
    expect(parseSignupMessage(FB, null)).toBeNull();
  });

  it('turns a finish without a number into an error', () => {
    expect(parseSignupMessage(FB, message('FINISH_ONLY_WABA', { waba_id: '3000000000001' }))).toEqual({
      kind: 'error',
      message: '',
    });
  });
});

describe('loginOptions', () => {
  it('asks for a code, with the coexistence feature only for coexistence', () => {
    expect(loginOptions('999', false)).toEqual({
      config_id: '999',
      response_type: 'code',
      override_default_response_type: true,
      extras: { setup: {}, sessionInfoVersion: '3' },
    });
    expect(loginOptions('999', true).extras).toEqual({
      setup: {},
      featureType: 'whatsapp_business_app_onboarding',
      sessionInfoVersion: '3',
    });
  });
});
