import { translate } from '../../i18n/locales.ts';

// Every message the API sends to a person, in English and Swahili. The `code` stays stable for
// programs; the text follows the request's Accept-Language.
const en = {
  bad_request: 'The request could not be understood.',
  invalid_json: 'The request body is not valid JSON.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Send the request body as JSON.',
  unknown_field: 'Unknown field: {field}.',
  required: '{field} is required.',
  too_short: '{field} must be at least {min} characters.',
  too_long: '{field} must be at most {max} characters.',
  too_small: '{field} must be at least {min}.',
  too_big: '{field} must be at most {max}.',
  invalid_value: '{field} is not valid.',
  invalid_choice: '{field} must be one of the listed options.',
  invalid_email: 'Enter a valid email address.',
  invalid_phone: 'Enter a valid phone number, for example 0754 123 456.',
  weak_password: 'The password must be at least 8 characters.',
  unknown_resource: 'Unknown permission resource.',
  unknown_action: 'Unknown permission action.',
  email_taken: 'An account with this email already exists. Sign in instead.',
  invalid_credentials: 'Wrong email or password.',
  too_many_attempts: 'Too many failed sign-in attempts. Try again in {minutes} minutes.',
  too_many_requests: 'Too many requests. Try again in {seconds} seconds.',
  unauthorized: 'Please sign in.',
  forbidden: 'You do not have permission to do this.',
  permission_denied: 'You do not have permission to {action} {resource}.',
  cross_site: 'This request came from another site and was refused.',
  not_found: 'Not found.',
  shop_not_found: 'You have no shop yet.',
  shop_exists: 'You already have a shop.',
  already_member: 'This account already belongs to a shop.',
  wrong_password: 'Your current password is not correct.',
  reset_invalid: 'This reset link is not valid or has already been used.',
  reset_expired: 'This reset link has expired. Ask for a new one.',
  invite_invalid: 'This invitation link is not valid.',
  invite_expired: 'This invitation has expired. Ask the shop owner for a new one.',
  invite_revoked: 'This invitation was cancelled by the shop owner.',
  invite_used: 'This invitation has already been used.',
  invite_pending: 'An invitation for this email is already waiting to be accepted.',
  staff_not_found: 'This staff member was not found.',
  invite_email_mismatch: 'This invitation was sent to {email}. Sign in with that email to accept it.',
  already_staff: 'This person already works in your shop.',
  cannot_grant_more: 'You can only give permissions that you have yourself.',
  cannot_change_owner: 'The shop owner’s access cannot be changed or removed.',
  cannot_change_self: 'You cannot change your own access.',
  image_required: 'Choose an image file.',
  image_too_large: 'The image must be 2 MB or smaller.',
  image_invalid: 'The file is not a JPEG, PNG or WebP image.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export type MessageKey = keyof typeof en;

const sw: { [K in MessageKey]: string } = {
  bad_request: 'Ombi halikueleweka.',
  invalid_json: 'Maudhui ya ombi si JSON sahihi.',
  payload_too_large: 'Ombi ni kubwa mno.',
  unsupported_media_type: 'Tuma maudhui ya ombi kama JSON.',
  unknown_field: 'Sehemu isiyojulikana: {field}.',
  required: '{field} inahitajika.',
  too_short: '{field} lazima iwe na angalau herufi {min}.',
  too_long: '{field} isizidi herufi {max}.',
  too_small: '{field} lazima iwe angalau {min}.',
  too_big: '{field} isizidi {max}.',
  invalid_value: '{field} si sahihi.',
  invalid_choice: '{field} lazima iwe moja ya chaguo zilizoorodheshwa.',
  invalid_email: 'Weka barua pepe sahihi.',
  invalid_phone: 'Weka namba ya simu sahihi, kwa mfano 0754 123 456.',
  weak_password: 'Nenosiri lazima liwe na angalau herufi 8.',
  unknown_resource: 'Rasilimali ya ruhusa haijulikani.',
  unknown_action: 'Kitendo cha ruhusa hakijulikani.',
  email_taken: 'Akaunti yenye barua pepe hii tayari ipo. Ingia badala yake.',
  invalid_credentials: 'Barua pepe au nenosiri si sahihi.',
  too_many_attempts: 'Majaribio mengi ya kuingia yameshindwa. Jaribu tena baada ya dakika {minutes}.',
  too_many_requests: 'Maombi mengi mno. Jaribu tena baada ya sekunde {seconds}.',
  unauthorized: 'Tafadhali ingia.',
  forbidden: 'Huna ruhusa ya kufanya hili.',
  permission_denied: 'Huna ruhusa ya {action} {resource}.',
  cross_site: 'Ombi hili limetoka tovuti nyingine na limekataliwa.',
  not_found: 'Haikupatikana.',
  shop_not_found: 'Bado huna duka.',
  shop_exists: 'Tayari una duka.',
  already_member: 'Akaunti hii tayari ni ya duka jingine.',
  wrong_password: 'Nenosiri lako la sasa si sahihi.',
  reset_invalid: 'Kiungo hiki cha kubadilisha nenosiri si sahihi au kimeshatumika.',
  reset_expired: 'Kiungo hiki cha kubadilisha nenosiri kimeisha muda. Omba kingine.',
  invite_invalid: 'Kiungo hiki cha mwaliko si sahihi.',
  invite_expired: 'Mwaliko huu umeisha muda. Muombe mwenye duka akutumie mwingine.',
  invite_revoked: 'Mwaliko huu ulifutwa na mwenye duka.',
  invite_used: 'Mwaliko huu umeshatumika.',
  invite_pending: 'Tayari kuna mwaliko wa barua pepe hii unaosubiri kukubaliwa.',
  staff_not_found: 'Mfanyakazi huyu hakupatikana.',
  invite_email_mismatch: 'Mwaliko huu ulitumwa kwa {email}. Ingia kwa barua pepe hiyo ili kuukubali.',
  already_staff: 'Mtu huyu tayari anafanya kazi katika duka lako.',
  cannot_grant_more: 'Unaweza kutoa ruhusa ulizonazo wewe tu.',
  cannot_change_owner: 'Ruhusa za mwenye duka haziwezi kubadilishwa wala kuondolewa.',
  cannot_change_self: 'Huwezi kubadilisha ruhusa zako mwenyewe.',
  image_required: 'Chagua faili la picha.',
  image_too_large: 'Picha isizidi MB 2.',
  image_invalid: 'Faili si picha ya JPEG, PNG wala WebP.',
  internal: 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
};

const fieldNames = {
  en: { name: 'Name', email: 'Email', phone: 'Phone number', password: 'Password', new_password: 'New password',
    current_password: 'Current password', shop_name: 'Shop name', whatsapp_number: 'WhatsApp number',
    category: 'Business category', address: 'Address', default_language: 'Language', message: 'Message', token: 'Token',
    permissions: 'Permissions', is_admin: 'Admin' } as Record<string, string>,
  sw: { name: 'Jina', email: 'Barua pepe', phone: 'Namba ya simu', password: 'Nenosiri', new_password: 'Nenosiri jipya',
    current_password: 'Nenosiri la sasa', shop_name: 'Jina la duka', whatsapp_number: 'Namba ya WhatsApp',
    category: 'Aina ya biashara', address: 'Anwani', default_language: 'Lugha', message: 'Ujumbe', token: 'Tokeni',
    permissions: 'Ruhusa', is_admin: 'Msimamizi' } as Record<string, string>,
};

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}

export function fieldLabel(field: string, lang: 'en' | 'sw'): string {
  return fieldNames[lang][field] ?? field;
}

export function messageFor(key: MessageKey, lang: 'en' | 'sw', params: Record<string, string | number> = {}): string {
  const withLabel = typeof params.field === 'string' ? { ...params, field: fieldLabel(params.field, lang) } : params;
  return translate(lang === 'sw' ? sw : en, key, withLabel);
}
