import type { KycErrorCode } from './kyc-validation.ts';
import type { Words } from './kyc-requirements.ts';

// The words of each refusal of the KYC field checks (kyc-validation.ts), said once for the form's
// live validation and the server's answers (server/http/messages/compliance.ts reads this list).
export const KYC_ERROR_WORDS: Record<KycErrorCode, Words> = {
  kyc_field_required: { en: 'Fill this in.', sw: 'Jaza sehemu hii.' },
  kyc_choice_invalid: { en: 'Choose one of the options.', sw: 'Chagua moja ya chaguo.' },
  kyc_date_invalid: { en: 'Enter a real date.', sw: 'Weka tarehe halisi.' },
  kyc_dob_future: {
    en: 'The date of birth cannot be in the future.',
    sw: 'Tarehe ya kuzaliwa haiwezi kuwa ya baadaye.',
  },
  kyc_dob_under_18: {
    en: 'The owner must be 18 or older.',
    sw: 'Mmiliki lazima awe na umri wa miaka 18 au zaidi.',
  },
  kyc_nin_length: {
    en: 'A NIDA number (NIN) is 20 digits.',
    sw: 'Namba ya NIDA (NIN) ni tarakimu 20.',
  },
  kyc_nin_dob_mismatch: {
    en: 'The first 8 digits of a NIN are the date of birth (year, month, day: 19900131); they do not match the date of birth entered.',
    sw: 'Tarakimu 8 za kwanza za NIN ni tarehe ya kuzaliwa (mwaka, mwezi, siku: 19900131); hazilingani na tarehe ya kuzaliwa uliyoweka.',
  },
  kyc_passport_invalid: {
    en: 'A passport number is 6 to 9 letters and digits, for example AB1234567.',
    sw: 'Namba ya pasipoti ni herufi na tarakimu 6 hadi 9, kwa mfano AB1234567.',
  },
  kyc_driving_licence_invalid: {
    en: 'A driving licence number is 8 to 12 digits.',
    sw: 'Namba ya leseni ya udereva ni tarakimu 8 hadi 12.',
  },
  kyc_id_type_first: { en: 'Choose the ID type first.', sw: 'Chagua aina ya kitambulisho kwanza.' },
  kyc_tin_invalid: {
    en: 'A TIN is 9 digits, for example 123-456-789.',
    sw: 'TIN ni tarakimu 9, kwa mfano 123-456-789.',
  },
  kyc_reference_invalid: {
    en: 'Use letters, digits, spaces, - and / only.',
    sw: 'Tumia herufi, tarakimu, nafasi, - na / tu.',
  },
  kyc_expiry_past: {
    en: 'This document has expired. Renew it first.',
    sw: 'Hati hii imeisha muda. Ihuishe kwanza.',
  },
  kyc_text_too_long: { en: 'This is too long.', sw: 'Hii ni ndefu mno.' },
};
