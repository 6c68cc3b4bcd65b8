import { domainMessages } from '../domain-messages.ts';

// Accounts and the edges of the API (issue 12): what someone is told when a change needs their
// password, or when two requests raced for the same thing.
export const securityMessages = domainMessages({
  en: {
    current_password_required: 'Enter your current password to make this change.',
    conflict: 'Someone else just took or changed this. Reload and try again.',
    order_total_too_large:
      'This order adds up to more than {max}, more than one order can hold. Split it into smaller orders.',
    invalid_text: '{field} contains a character that cannot be stored (a NUL byte or half of an emoji). Type it again.',
    image_too_many_pixels:
      'This picture is {width}×{height} pixels, too large to use. Choose one of at most 40 megapixels (a phone photo at normal size is fine).',
    idempotency_key_invalid: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
    idempotency_key_reused:
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  },
  sw: {
    current_password_required: 'Weka nenosiri lako la sasa ili kufanya mabadiliko haya.',
    conflict: 'Mtu mwingine amechukua au kubadilisha hiki sasa hivi. Pakia upya ujaribu tena.',
    order_total_too_large:
      'Oda hii inafikia zaidi ya {max}, zaidi ya kiasi ambacho oda moja inaweza kubeba. Igawe katika oda ndogo zaidi.',
    invalid_text: '{field} ina herufi isiyoweza kuhifadhiwa (baiti NUL au nusu ya emoji). Iandike tena.',
    image_too_many_pixels:
      'Picha hii ina pikseli {width}×{height}, ni kubwa mno kutumika. Chagua isiyozidi megapikseli 40 (picha ya simu ya kawaida inafaa).',
    idempotency_key_invalid: 'Kichwa cha Idempotency-Key lazima kiwe na herufi 1 hadi 255 za ASCII zinazochapishika.',
    idempotency_key_reused: 'Idempotency-Key hii tayari imetumika kwa ombi tofauti. Tumia ufunguo mpya kwa ombi jipya.',
  },
});
