// The checks of the KYC form (issue 29), shared by the dashboard's live validation and the server,
// so the two can never disagree. Pure functions: `today` (an EAT day, YYYY-MM-DD) is passed in.
// Each refusal is a code (a server message key; its words are in kyc-words.ts, en and sw).
// Facts: ../shared/protocols.md section 5.
import { eatDay } from './eat-day.ts';
import { ID_TYPES, type IdType, type KycField, type KycRequirement } from './kyc-requirements.ts';

export type KycErrorCode =
  | 'kyc_field_required'
  | 'kyc_choice_invalid'
  | 'kyc_date_invalid'
  | 'kyc_dob_future'
  | 'kyc_dob_under_18'
  | 'kyc_nin_length'
  | 'kyc_nin_dob_mismatch'
  | 'kyc_passport_invalid'
  | 'kyc_driving_licence_invalid'
  | 'kyc_id_type_first'
  | 'kyc_tin_invalid'
  | 'kyc_reference_invalid'
  | 'kyc_expiry_past'
  | 'kyc_text_too_long';

export type FieldError = { field: string; code: KycErrorCode };
export type FieldValues = Record<string, string>;

/** The longest value any field takes (a reference number is far shorter; this bounds storage). */
export const KYC_FIELD_MAX = 60;

/** Today in Tanzania (EAT): a birthday or an expiry turns at midnight there, not at midnight UTC. */
export const kycToday = (now: Date = new Date()): string => eatDay(now);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), from 1900 on. */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/**
 * A date of birth: a real day, not after today (EAT), and 18 years or more before it. Someone born
 * on 29 February turns 18 on 1 March of a common year (the string comparison below says so).
 */
export function checkDateOfBirth(value: string, today: string): KycErrorCode | null {
  if (!isCalendarDay(value)) return 'kyc_date_invalid';
  if (value > today) return 'kyc_dob_future';
  const eighteenth = `${Number(value.slice(0, 4)) + 18}${value.slice(4)}`;
  return eighteenth <= today ? null : 'kyc_dob_under_18';
}

/** The digits of a number written with spaces or dashes (a TIN as XXX-XXX-XXX); null if anything else is in it. */
const digitsOf = (value: string): string | null => (/^[\d\s-]+$/.test(value) ? value.replace(/[\s-]/g, '') : null);

/** A TRA TIN: 9 digits, alone or as XXX-XXX-XXX. Letters, other marks or another length are refused. */
export function normalizeTin(value: string): string | null {
  const digits = digitsOf(value.trim());
  return digits && /^\d{9}$/.test(digits) ? digits : null;
}

/** 123456789 → 123-456-789, as TRA writes it. */
export const formatTin = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1-$2-$3');

/**
 * A NIDA NIN: 20 digits (written with or without its dashes, 19900101-12345-00001-23), whose first
 * eight are the holder's date of birth, YYYYMMDD. Null and the digits when it is well formed.
 */
export function normalizeNin(value: string): string | null {
  const digits = digitsOf(value.trim());
  return digits && /^\d{20}$/.test(digits) ? digits : null;
}

/** Whether the NIN's first eight digits are this date of birth (YYYY-MM-DD). */
export const ninMatchesBirth = (nin: string, dateOfBirth: string) =>
  nin.slice(0, 8) === dateOfBirth.replaceAll('-', '');

/**
 * A passport number as ICAO Doc 9303 allows it in the machine-readable zone: up to 9 letters and
 * digits. Tanzanian passports are a letter and seven or eight digits (e.g. AB1234567), others vary,
 * so the check is the ICAO shape: 6 to 9 letters or digits with at least one digit. Spaces are dropped.
 */
export function normalizePassport(value: string): string | null {
  const v = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z0-9]{6,9}$/.test(v) && /\d/.test(v) ? v : null;
}

/**
 * A Tanzanian driving licence number: the smart-card licence (issued since 2013) prints a number of
 * digits only, 10 on the cards we know of; we accept 8 to 12 digits (spaces and dashes dropped) so
 * that older series are not refused, and refuse letters, which no series has.
 */
export function normalizeDrivingLicence(value: string): string | null {
  const digits = digitsOf(value.trim());
  return digits && /^\d{8,12}$/.test(digits) ? digits : null;
}

/** The ID number checked as the chosen ID type demands. */
export function checkIdNumber(type: string | undefined, value: string): KycErrorCode | null {
  if (!type || !(ID_TYPES as readonly string[]).includes(type)) return 'kyc_id_type_first';
  switch (type as IdType) {
    case 'national_id':
      return normalizeNin(value) ? null : 'kyc_nin_length';
    case 'passport':
      return normalizePassport(value) ? null : 'kyc_passport_invalid';
    case 'driving_licence':
      return normalizeDrivingLicence(value) ? null : 'kyc_driving_licence_invalid';
  }
}

/** A registration or licence number: letters, digits, spaces, - and / only. */
export const isReference = (value: string) => /^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/.test(value.trim());

function checkField(field: KycField, value: string, values: FieldValues, today: string): KycErrorCode | null {
  if (value.length > KYC_FIELD_MAX) return 'kyc_text_too_long';
  switch (field.kind) {
    case 'choice':
      return field.options?.some((o) => o.value === value) ? null : 'kyc_choice_invalid';
    case 'id_number':
      return checkIdNumber(values.id_type, value);
    case 'date_of_birth':
      return checkDateOfBirth(value, today);
    case 'tin':
      return normalizeTin(value) ? null : 'kyc_tin_invalid';
    case 'reference':
      return isReference(value) ? null : 'kyc_reference_invalid';
    case 'expiry_date':
      if (!isCalendarDay(value)) return 'kyc_date_invalid';
      return value < today ? 'kyc_expiry_past' : null;
  }
}

/**
 * Every refusal of a requirement's fields. An empty or missing field is refused only when
 * `complete` (a submission); a draft may be saved half filled, but what it holds must be right.
 * Keys the requirement does not have are not looked at here: the server refuses them first.
 */
export function checkRequirementFields(
  requirement: KycRequirement,
  values: FieldValues,
  today: string,
  complete: boolean,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of requirement.fields) {
    const value = (values[field.key] ?? '').trim();
    if (value === '') {
      if (complete) errors.push({ field: field.key, code: 'kyc_field_required' });
      continue;
    }
    const code = checkField(field, value, values, today);
    if (code) errors.push({ field: field.key, code });
  }
  // A NIN begins with its holder's date of birth: the two must agree (checked once both are right).
  const nin = values.id_type === 'national_id' ? normalizeNin(values.id_number ?? '') : null;
  const dob = values.date_of_birth?.trim();
  if (nin && dob && !errors.some((e) => e.field === 'id_number' || e.field === 'date_of_birth')) {
    if (!ninMatchesBirth(nin, dob)) errors.push({ field: 'id_number', code: 'kyc_nin_dob_mismatch' });
  }
  return errors;
}

/** The values as they are stored: trimmed, numbers without their spaces and dashes, empty ones left out. */
export function normalizeFields(requirement: KycRequirement, values: FieldValues): FieldValues {
  const out: FieldValues = {};
  for (const field of requirement.fields) {
    const value = (values[field.key] ?? '').trim();
    if (value === '') continue;
    if (field.kind === 'tin') out[field.key] = normalizeTin(value) ?? value;
    else if (field.kind === 'id_number') {
      const type = values.id_type;
      out[field.key] =
        (type === 'national_id'
          ? normalizeNin(value)
          : type === 'passport'
            ? normalizePassport(value)
            : normalizeDrivingLicence(value)) ?? value;
    } else out[field.key] = value;
  }
  return out;
}

/** The expiry date a requirement's fields carry (a licence's), if any. */
export function expiryOf(requirement: KycRequirement, values: FieldValues): string | null {
  const field = requirement.fields.find((f) => f.kind === 'expiry_date');
  const value = field ? values[field.key] : undefined;
  return value && isCalendarDay(value) ? value : null;
}
