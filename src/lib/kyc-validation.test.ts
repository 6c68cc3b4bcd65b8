import { describe, expect, it } from 'vitest';
import { compareTwins } from '../i18n/twin-check.ts';
import { effectiveState, computeLevel, type RequirementState } from './kyc-level.ts';
import { sniffDocumentType } from './kyc-document.ts';
import { ALL_REQUIREMENTS, BUSINESS_TYPE_REQUIREMENTS, requirementByKey } from './kyc-requirements.ts';
import {
  checkDateOfBirth,
  checkIdNumber,
  checkRequirementFields,
  isCalendarDay,
  kycToday,
  normalizeFields,
  normalizeNin,
  normalizeTin,
} from './kyc-validation.ts';
import { KYC_ERROR_WORDS } from './kyc-words.ts';

const identity = requirementByKey('owner_identity')!;
const today = '2026-11-27';

describe('NIDA NIN', () => {
  it('is 20 digits, written with or without its dashes', () => {
    expect(normalizeNin('19900131123450000123')).toBe('19900131123450000123');
    expect(normalizeNin('19900131-12345-00001-23')).toBe('19900131123450000123');
  });
  it.each(['1990013112345000012', '199001311234500001234', '1990013112345000012A', '', 'abc'])('refuses %s', (v) => {
    expect(normalizeNin(v)).toBeNull();
    expect(checkIdNumber('national_id', v)).toBe('kyc_nin_length');
  });
  it('must begin with the date of birth entered', () => {
    const values = {
      id_type: 'national_id',
      id_number: '19900131123450000123',
      date_of_birth: '1990-01-30',
      gender: 'male',
    };
    expect(checkRequirementFields(identity, values, today, true)).toEqual([
      { field: 'id_number', code: 'kyc_nin_dob_mismatch' },
    ]);
    expect(checkRequirementFields(identity, { ...values, date_of_birth: '1990-01-31' }, today, true)).toEqual([]);
  });
});

describe('TIN', () => {
  it('is 9 digits, XXX-XXX-XXX accepted', () => {
    expect(normalizeTin('123456789')).toBe('123456789');
    expect(normalizeTin('123-456-789')).toBe('123456789');
  });
  it.each(['12345678', '1234567890', '12A-456-789', 'TIN123456', '123.456.789'])('refuses %s', (v) => {
    expect(normalizeTin(v)).toBeNull();
  });
  it('is stored as its digits', () => {
    expect(normalizeFields(requirementByKey('owner_tin')!, { tin: ' 123-456-789 ' })).toEqual({ tin: '123456789' });
  });
});

describe('date of birth', () => {
  it('refuses a day that does not exist', () => {
    expect(isCalendarDay('2001-02-29')).toBe(false);
    expect(isCalendarDay('2000-02-29')).toBe(true);
    expect(checkDateOfBirth('1990-13-01', today)).toBe('kyc_date_invalid');
  });
  it('refuses the future', () => expect(checkDateOfBirth('2026-11-28', today)).toBe('kyc_dob_future'));
  it('is 18 on the birthday, not the day before', () => {
    expect(checkDateOfBirth('2008-11-27', today)).toBeNull();
    expect(checkDateOfBirth('2008-11-28', today)).toBe('kyc_dob_under_18');
  });
  it('born on 29 February, 18 on 1 March of a common year', () => {
    expect(checkDateOfBirth('2008-02-29', '2026-02-28')).toBe('kyc_dob_under_18');
    expect(checkDateOfBirth('2008-02-29', '2026-03-01')).toBeNull();
  });
  it('counts days in EAT: 21:30 UTC is already the next day in Dar es Salaam', () => {
    expect(kycToday(new Date('2026-11-26T21:30:00Z'))).toBe('2026-11-27');
    expect(kycToday(new Date('2026-11-26T20:59:00Z'))).toBe('2026-11-26');
  });
});

describe('passport and driving licence', () => {
  it('passport: 6 to 9 letters and digits with a digit (ICAO 9303)', () => {
    expect(checkIdNumber('passport', 'ab1234567')).toBeNull();
    expect(checkIdNumber('passport', 'ABCDEFGH')).toBe('kyc_passport_invalid');
    expect(checkIdNumber('passport', 'AB12')).toBe('kyc_passport_invalid');
    expect(checkIdNumber('passport', 'AB12345678')).toBe('kyc_passport_invalid');
  });
  it('driving licence: 8 to 12 digits', () => {
    expect(checkIdNumber('driving_licence', '4001234567')).toBeNull();
    expect(checkIdNumber('driving_licence', '40012A4567')).toBe('kyc_driving_licence_invalid');
    expect(checkIdNumber('driving_licence', '1234567')).toBe('kyc_driving_licence_invalid');
  });
  it('needs the ID type first', () => expect(checkIdNumber(undefined, '123')).toBe('kyc_id_type_first'));
});

describe('requirement fields', () => {
  it('a draft may leave fields empty; a submission may not', () => {
    expect(checkRequirementFields(identity, { gender: 'female' }, today, false)).toEqual([]);
    expect(checkRequirementFields(identity, { gender: 'female' }, today, true).map((e) => e.field)).toEqual([
      'id_type',
      'id_number',
      'date_of_birth',
    ]);
  });
  it('refuses a choice that is not offered', () => {
    expect(checkRequirementFields(identity, { gender: 'other' }, today, false)).toEqual([
      { field: 'gender', code: 'kyc_choice_invalid' },
    ]);
  });
  it('refuses a licence already expired', () => {
    const licence = requirementByKey('business_licence')!;
    expect(checkRequirementFields(licence, { expiry_date: '2026-11-26' }, today, false)).toEqual([
      { field: 'expiry_date', code: 'kyc_expiry_past' },
    ]);
  });
});

describe('levels', () => {
  const states = (s: Record<string, RequirementState>) => (key: string) => s[key] ?? 'not_started';
  const one = { owner_identity: 'verified', owner_selfie: 'verified', owner_tin: 'verified' } as const;
  it('is 0 with level 1 incomplete, naming what is missing', () => {
    const r = computeLevel(states({ ...one, owner_selfie: 'rejected' }), null);
    expect(r.level).toBe(0);
    expect(r.missing.map((m) => [m.key, m.state])).toEqual([['owner_selfie', 'rejected']]);
  });
  it('is 1 with level 1 verified, then asks for the business type and its requirements', () => {
    expect(computeLevel(states(one), null)).toMatchObject({ level: 1, missing: [{ key: 'business_type' }] });
    expect(computeLevel(states(one), 'sole_proprietor').missing.map((m) => m.key)).toEqual([
      'business_licence',
      'tin_certificate',
    ]);
  });
  it('counts an expiring licence as verified, an expired one not', () => {
    const two = { ...one, business_licence: 'expiring', tin_certificate: 'verified' } as const;
    expect(computeLevel(states(two), 'sole_proprietor')).toEqual({ level: 2, missing: [] });
    expect(computeLevel(states({ ...two, business_licence: 'expired' }), 'sole_proprietor').level).toBe(1);
  });
  it('level 2 never without level 1', () => {
    const two = { business_licence: 'verified', tin_certificate: 'verified' } as const;
    expect(computeLevel(states(two), 'sole_proprietor').level).toBe(0);
  });
  it('reads expiring within 30 days and expired after the day, from a verified row', () => {
    expect(effectiveState('verified', '2026-12-27', today)).toBe('expiring');
    expect(effectiveState('verified', '2026-12-28', today)).toBe('verified');
    expect(effectiveState('verified', '2026-11-27', today)).toBe('expiring');
    expect(effectiveState('verified', '2026-11-26', today)).toBe('expired');
    expect(effectiveState('rejected', '2026-11-26', today)).toBe('rejected');
  });
});

describe('documents by their bytes', () => {
  const b = (...bytes: number[]) => new Uint8Array(bytes);
  it('knows JPEG, PNG, WebP and PDF', () => {
    expect(sniffDocumentType(b(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffDocumentType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffDocumentType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });
  it('refuses anything else, whatever its name', () => {
    expect(sniffDocumentType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('MZ\x90\0'))).toBeNull();
    expect(sniffDocumentType(b())).toBeNull();
  });
});

describe('the data', () => {
  it('every requirement, field, option and slot is worded in English and Swahili', () => {
    const words: Record<string, { en: string; sw: string }> = {};
    for (const r of ALL_REQUIREMENTS) {
      words[`${r.key}.label`] = r.label;
      words[`${r.key}.hint`] = r.hint;
      for (const f of r.fields) {
        words[`${r.key}.${f.key}`] = f.label;
        if (f.hint) words[`${r.key}.${f.key}.hint`] = f.hint;
        for (const o of f.options ?? []) words[`${r.key}.${f.key}.${o.value}`] = o.label;
      }
      for (const s of r.documents) words[`${r.key}.${s.key}`] = s.label;
    }
    for (const [type, { label }] of Object.entries(BUSINESS_TYPE_REQUIREMENTS)) words[type] = label;
    for (const [code, w] of Object.entries(KYC_ERROR_WORDS)) words[code] = w;
    const en = Object.fromEntries(Object.entries(words).map(([k, w]) => [k, w.en]));
    const sw = Object.fromEntries(Object.entries(words).map(([k, w]) => [k, w.sw]));
    expect(compareTwins('kyc', en, sw)).toEqual([]);
  });
  it('keys are unique and each requirement of a business type has a document', () => {
    expect(new Set(ALL_REQUIREMENTS.map((r) => r.key)).size).toBe(ALL_REQUIREMENTS.length);
    for (const { requirements } of Object.values(BUSINESS_TYPE_REQUIREMENTS))
      for (const r of requirements) expect(r.documents.length, r.key).toBeGreaterThan(0);
  });
});
