import { translate } from '../../i18n/locales.ts';
import { withPermissionWords } from '../../i18n/permission-words.ts';
import { chatMessages } from './messages/chat.ts';
import { flowsMessages } from './messages/flows.ts';
import { widgetMessages } from './messages/widget.ts';
import { orderLinkMessages } from './messages/order-link.ts';
import { whatsappMessages } from './messages/whatsapp.ts';
import { connectMessages } from './messages/connect.ts';
import { conversationsMessages } from './messages/conversations.ts';
import { securityMessages } from './messages/security.ts';
import { transactionsMessages } from './messages/transactions.ts';
import { paymentAccountsMessages } from './messages/payment-accounts.ts';
import { paymentsMessages } from './messages/payments.ts';
import { paymentRequestsMessages } from './messages/payment-requests.ts';
import { refundsMessages } from './messages/refunds.ts';
import { payoutsMessages } from './messages/payouts.ts';
import { platformPaymentsMessages } from './messages/platform-payments.ts';
import { debtsMessages } from './messages/debts.ts';
import { debtStatementMessages } from './messages/debt-statement.ts';
import { expensesMessages } from './messages/expenses.ts';
import { analyticsMessages } from './messages/analytics.ts';
import { reasonMessages } from './messages/reasons.ts';
import { smsDomainMessages } from './messages/sms.ts';
import { whatsappTemplatesMessages } from './messages/whatsapp-templates.ts';
import { campaignsMessages } from './messages/campaigns.ts';
import { discountsMessages } from './messages/discounts.ts';
import { orderAlertsMessages } from './messages/order-alerts.ts';
import { popupsMessages } from './messages/popups.ts';
import { operatorMessages } from './messages/operator.ts';
import { complianceMessages } from './messages/compliance.ts';
import { knowledgeMessages } from './messages/knowledge.ts';

// Every message the API sends to a person, in English and Swahili. The `code` stays stable for
// programs; the text follows the request's Accept-Language.
const baseEn = {
  bad_request: 'The request could not be understood.',
  invalid_json: 'The request body is not valid JSON.',
  json_too_deep: 'The request body nests lists or objects more than {max} levels deep. Send a flatter body.',
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
  price_invalid: 'The price must be a whole number of shillings.',
  price_negative: 'The price cannot be negative.',
  stock_invalid: 'Stock must be a whole number.',
  stock_negative: 'Stock cannot be negative.',
  unknown_category: 'Choose one of the listed product categories.',
  sku_invalid: 'The SKU may only use letters, digits, spaces and . - _ /.',
  sku_taken: 'Another product already uses the SKU {sku}.',
  variant_name_required: 'Every variant needs a name.',
  variant_not_found: 'This variant was not found.',
  variant_required: 'Choose a variant of {name}.',
  addon_name_required: 'Every add-on group and choice needs a name.',
  addon_options_required: 'An add-on group needs at least one choice.',
  addon_min_max: 'The minimum number of add-on choices cannot be more than the maximum.',
  addon_max_options: 'The maximum number of add-on choices cannot be more than the choices offered.',
  addon_selection: 'Choose between {min} and {max} options of {group}.',
  addon_unknown: 'An add-on chosen for {name} does not exist.',
  product_not_found: 'This product was not found.',
  product_unavailable: '{name} is not available for sale.',
  product_image_too_large: 'Each product image must be 5 MB or smaller.',
  too_many_images: 'A product can have at most {max} images.',
  delta_zero: 'The stock change cannot be zero.',
  stock_would_go_negative: 'This change would take the stock below zero.',
  out_of_stock: 'Not enough {name} in stock: {available} left.',
  price_range_invalid: 'The lowest price cannot be above the highest price.',
  duplicate_product: 'A product appears twice in the list.',
  set_not_found: 'This product set was not found.',
  set_unknown_products: 'Some of the chosen products do not exist in your shop.',
  csv_invalid: 'The file is not valid CSV (line {line}).',
  csv_empty: 'Choose a CSV file with a header row.',
  csv_media_type: 'Send the file as CSV (text/csv) or as a form upload.',
  csv_unknown_column: 'Unknown column in the file: {column}.',
  csv_missing_column: 'The file needs a {column} column.',
  csv_too_many_rows: 'A file can hold at most {max} products.',
  csv_field_count: 'This row has {found} fields; the header has {expected}.',
  csv_duplicate_sku: 'The SKU {sku} is already used on line {line} of the file.',
  csv_rows_refused: '{count} rows were refused, so nothing was imported. Fix them and try again.',
  customer_not_found: 'This customer was not found.',
  phone_taken: 'Another customer already has this phone number.',
  location_operator: 'Location can only be compared with "equals".',
  segment_not_found: 'This segment was not found.',
  order_not_found: 'This order was not found.',
  order_empty: 'Add at least one product to the order.',
  delivery_address_required: 'A delivery needs an address or a location.',
  transition_not_allowed: 'An order cannot move from {from} to {to} in your order workflow.',
  status_not_used: 'The status {status} is not used in your order workflow.',
  workflow_invalid: 'The order workflow is not valid: {reason}.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

const domains = [
  chatMessages,
  flowsMessages,
  widgetMessages,
  orderLinkMessages,
  whatsappMessages,
  connectMessages,
  conversationsMessages,
  securityMessages,
  transactionsMessages,
  paymentAccountsMessages,
  paymentsMessages,
  paymentRequestsMessages,
  refundsMessages,
  payoutsMessages,
  platformPaymentsMessages,
  debtsMessages,
  debtStatementMessages,
  expensesMessages,
  analyticsMessages,
  smsDomainMessages,
  whatsappTemplatesMessages,
  campaignsMessages,
  discountsMessages,
  orderAlertsMessages,
  popupsMessages,
  operatorMessages,
  complianceMessages,
  knowledgeMessages,
];
const en = Object.assign({}, baseEn, ...domains.map((d) => d.en)) as typeof baseEn &
  typeof chatMessages.en &
  typeof flowsMessages.en &
  typeof widgetMessages.en &
  typeof orderLinkMessages.en &
  typeof whatsappMessages.en &
  typeof connectMessages.en &
  typeof conversationsMessages.en &
  typeof securityMessages.en &
  typeof transactionsMessages.en &
  typeof paymentAccountsMessages.en &
  typeof paymentsMessages.en &
  typeof paymentRequestsMessages.en &
  typeof refundsMessages.en &
  typeof payoutsMessages.en &
  typeof platformPaymentsMessages.en &
  typeof debtsMessages.en &
  typeof debtStatementMessages.en &
  typeof expensesMessages.en &
  typeof analyticsMessages.en &
  typeof smsDomainMessages.en &
  typeof whatsappTemplatesMessages.en &
  typeof campaignsMessages.en &
  typeof discountsMessages.en &
  typeof orderAlertsMessages.en &
  typeof popupsMessages.en &
  typeof operatorMessages.en &
  typeof complianceMessages.en &
  typeof knowledgeMessages.en;

export type MessageKey = keyof typeof en;

const baseSw: { [K in keyof typeof baseEn]: string } = {
  bad_request: 'Ombi halikueleweka.',
  invalid_json: 'Maudhui ya ombi si JSON sahihi.',
  json_too_deep:
    'Maudhui ya ombi yana orodha au vitu vilivyo ndani ya vingine zaidi ya ngazi {max}. Tuma maudhui yasiyo na ngazi nyingi hivyo.',
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
  price_invalid: 'Bei lazima iwe shilingi kamili.',
  price_negative: 'Bei haiwezi kuwa chini ya sifuri.',
  stock_invalid: 'Idadi ya stoku lazima iwe namba kamili.',
  stock_negative: 'Stoku haiwezi kuwa chini ya sifuri.',
  unknown_category: 'Chagua moja ya aina za bidhaa zilizoorodheshwa.',
  sku_invalid: 'SKU inaweza kuwa na herufi, tarakimu, nafasi na . - _ / tu.',
  sku_taken: 'Bidhaa nyingine tayari inatumia SKU {sku}.',
  variant_name_required: 'Kila aina ndogo ya bidhaa inahitaji jina.',
  variant_not_found: 'Aina hii ndogo ya bidhaa haikupatikana.',
  variant_required: 'Chagua aina ndogo ya {name}.',
  addon_name_required: 'Kila kundi la nyongeza na kila chaguo linahitaji jina.',
  addon_options_required: 'Kundi la nyongeza linahitaji angalau chaguo moja.',
  addon_min_max: 'Idadi ya chini ya nyongeza haiwezi kuzidi idadi ya juu.',
  addon_max_options: 'Idadi ya juu ya nyongeza haiwezi kuzidi chaguo zilizopo.',
  addon_selection: 'Chagua kati ya {min} na {max} za {group}.',
  addon_unknown: 'Nyongeza iliyochaguliwa kwa {name} haipo.',
  product_not_found: 'Bidhaa hii haikupatikana.',
  product_unavailable: '{name} haipatikani kwa mauzo.',
  product_image_too_large: 'Kila picha ya bidhaa isizidi MB 5.',
  too_many_images: 'Bidhaa inaweza kuwa na picha {max} tu.',
  delta_zero: 'Mabadiliko ya stoku hayawezi kuwa sifuri.',
  stock_would_go_negative: 'Mabadiliko haya yangefanya stoku iwe chini ya sifuri.',
  out_of_stock: '{name} haitoshi kwenye stoku: zimebaki {available}.',
  price_range_invalid: 'Bei ya chini haiwezi kuzidi bei ya juu.',
  duplicate_product: 'Bidhaa imeorodheshwa mara mbili.',
  set_not_found: 'Kundi hili la bidhaa halikupatikana.',
  set_unknown_products: 'Baadhi ya bidhaa ulizochagua hazipo katika duka lako.',
  csv_invalid: 'Faili si CSV sahihi (mstari {line}).',
  csv_empty: 'Chagua faili la CSV lenye mstari wa vichwa.',
  csv_media_type: 'Tuma faili kama CSV (text/csv) au kama upakiaji wa fomu.',
  csv_unknown_column: 'Safu isiyojulikana katika faili: {column}.',
  csv_missing_column: 'Faili linahitaji safu ya {column}.',
  csv_too_many_rows: 'Faili moja linaweza kuwa na bidhaa {max} tu.',
  csv_field_count: 'Mstari huu una sehemu {found}; vichwa vina {expected}.',
  csv_duplicate_sku: 'SKU {sku} tayari imetumika kwenye mstari {line} wa faili.',
  csv_rows_refused: 'Mistari {count} imekataliwa, kwa hiyo hakuna kilichoingizwa. Irekebishe ujaribu tena.',
  customer_not_found: 'Mteja huyu hakupatikana.',
  phone_taken: 'Mteja mwingine tayari ana namba hii ya simu.',
  location_operator: 'Mahali panaweza kulinganishwa kwa "sawa na" tu.',
  segment_not_found: 'Kundi hili la wateja halikupatikana.',
  order_not_found: 'Oda hii haikupatikana.',
  order_empty: 'Ongeza angalau bidhaa moja kwenye oda.',
  delivery_address_required: 'Usafirishaji unahitaji anwani au mahali.',
  transition_not_allowed: 'Oda haiwezi kuhama kutoka {from} kwenda {to} katika mtiririko wako wa oda.',
  status_not_used: 'Hali {status} haitumiki katika mtiririko wako wa oda.',
  workflow_invalid: 'Mtiririko wa oda si sahihi: {reason}.',
  internal: 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
};
const sw: { [K in MessageKey]: string } = Object.assign({}, baseSw, ...domains.map((d) => d.sw));

const baseFieldNames = {
  en: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    new_password: 'New password',
    current_password: 'Current password',
    shop_name: 'Shop name',
    whatsapp_number: 'WhatsApp number',
    category: 'Business category',
    address: 'Address',
    default_language: 'Language',
    message: 'Message',
    token: 'Token',
    permissions: 'Permissions',
    is_admin: 'Admin',
    price: 'Price',
    stock: 'Stock',
    sku: 'SKU',
    description: 'Description',
    low_stock_threshold: 'Low-stock level',
    quantity: 'Quantity',
  } as Record<string, string>,
  sw: {
    name: 'Jina',
    email: 'Barua pepe',
    phone: 'Namba ya simu',
    password: 'Nenosiri',
    new_password: 'Nenosiri jipya',
    current_password: 'Nenosiri la sasa',
    shop_name: 'Jina la duka',
    whatsapp_number: 'Namba ya WhatsApp',
    category: 'Aina ya biashara',
    address: 'Anwani',
    default_language: 'Lugha',
    message: 'Ujumbe',
    token: 'Tokeni',
    permissions: 'Ruhusa',
    is_admin: 'Msimamizi',
    price: 'Bei',
    stock: 'Stoku',
    sku: 'SKU',
    description: 'Maelezo',
    low_stock_threshold: 'Kiwango cha stoku ndogo',
    quantity: 'Idadi',
  } as Record<string, string>,
};
const fieldNames = {
  en: Object.assign({}, baseFieldNames.en, ...domains.map((d) => d.fields?.en ?? {})) as Record<string, string>,
  sw: Object.assign({}, baseFieldNames.sw, ...domains.map((d) => d.fields?.sw ?? {})) as Record<string, string>,
};

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}

export function fieldLabel(field: string, lang: 'en' | 'sw'): string {
  return fieldNames[lang][field] ?? field;
}

// Order statuses named inside a message read as words, not codes ("Picked up", not "picked_up");
// so do permission resources and actions ("view Products", not "read product").
const statusNames = {
  en: {
    pending: 'Pending',
    paid: 'Paid',
    picked_up: 'Picked up',
    delivered: 'Delivered',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  sw: {
    pending: 'Inasubiri',
    paid: 'Imelipwa',
    picked_up: 'Imechukuliwa',
    delivered: 'Imefikishwa',
    completed: 'Imekamilika',
    cancelled: 'Imeghairiwa',
  } as Record<string, string>,
};
const STATUS_PARAMS = ['from', 'to', 'status'];

export function messageFor(key: MessageKey, lang: 'en' | 'sw', params: Record<string, string | number> = {}): string {
  const readable: Record<string, string | number> = withPermissionWords({ ...params }, lang);
  if (typeof params.field === 'string') readable.field = fieldLabel(params.field, lang);
  for (const name of STATUS_PARAMS) {
    const value = params[name];
    if (typeof value === 'string' && statusNames[lang][value]) readable[name] = statusNames[lang][value];
  }
  const reason = params.reason;
  if (typeof reason === 'string' && Object.hasOwn(reasonMessages.en, reason))
    readable.reason = translate(reasonMessages[lang], reason, readable);
  return translate(lang === 'sw' ? sw : en, key, readable);
}

/** Every table of words above, whole, for the en/sw twin test. */
export const messageTwins = {
  messages: { en, sw },
  fields: fieldNames,
  statuses: statusNames,
  reasons: reasonMessages,
};
