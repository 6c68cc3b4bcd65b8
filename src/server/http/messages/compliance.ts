import { domainMessages } from '../domain-messages.ts';
import { KYC_ERROR_WORDS } from '../../../lib/kyc-words.ts';
import type { KycErrorCode } from '../../../lib/kyc-validation.ts';

// KYC (issue 29): the field checks' refusals (their words shared with the form, src/lib/kyc-words.ts)
// and the shop's and the reviewers' other refusals.
const fieldWords = (lang: 'en' | 'sw') =>
  Object.fromEntries(Object.entries(KYC_ERROR_WORDS).map(([code, words]) => [code, words[lang]])) as Record<
    KycErrorCode,
    string
  >;

export const complianceMessages = domainMessages({
  en: {
    ...fieldWords('en'),
    kyc_requirement_not_found: 'This requirement is not one your shop has.',
    kyc_under_review: 'This is being reviewed. Wait for the verdict before changing it.',
    kyc_already_verified: 'This is verified and cannot be changed.',
    kyc_document_missing: 'Add this document before sending.',
    kyc_document_required: 'Choose a photo or a PDF file.',
    kyc_document_too_large: 'The file must be 8 MB or smaller.',
    kyc_document_type: 'The file is not a photo (JPEG, PNG, WebP) or a PDF.',
    kyc_document_not_found: 'This document was not found.',
    kyc_business_type_required: 'Choose the type of business first.',
    kyc_nothing_to_submit: 'Everything of this level is already sent or verified.',
    kyc_not_submitted: 'This requirement is not waiting for review.',
    kyc_reason_required: 'Say why it is rejected, in words the shop can act on.',
    kyc_reason_too_long: 'The reason must be 500 characters or fewer.',
  },
  sw: {
    ...fieldWords('sw'),
    kyc_requirement_not_found: 'Hitaji hili si mojawapo ya duka lako.',
    kyc_under_review: 'Hili linakaguliwa. Subiri uamuzi kabla ya kulibadilisha.',
    kyc_already_verified: 'Hili limethibitishwa na haliwezi kubadilishwa.',
    kyc_document_missing: 'Ongeza hati hii kabla ya kutuma.',
    kyc_document_required: 'Chagua picha au faili ya PDF.',
    kyc_document_too_large: 'Faili lisizidi MB 8.',
    kyc_document_type: 'Faili si picha (JPEG, PNG, WebP) wala PDF.',
    kyc_document_not_found: 'Hati hii haikupatikana.',
    kyc_business_type_required: 'Chagua aina ya biashara kwanza.',
    kyc_nothing_to_submit: 'Kila kitu cha ngazi hii kimeshatumwa au kuthibitishwa.',
    kyc_not_submitted: 'Hitaji hili halisubiri ukaguzi.',
    kyc_reason_required: 'Eleza kwa nini limekataliwa, kwa maneno ambayo duka linaweza kuyafanyia kazi.',
    kyc_reason_too_long: 'Sababu isizidi herufi 500.',
  },
});
