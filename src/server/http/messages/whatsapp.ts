import { domainMessages } from '../domain-messages.ts';

// The webhook Meta calls (GET/POST /webhooks/whatsapp). Meta reads only the status; the texts are
// for a person testing the endpoint by hand.
export const whatsappMessages = domainMessages({
  en: {
    whatsapp_bad_signature: 'The X-Hub-Signature-256 header is missing or does not match the body.',
    whatsapp_verify_failed: 'Webhook verification failed: wrong mode or verify token.',
  },
  sw: {
    whatsapp_bad_signature: 'Kichwa cha X-Hub-Signature-256 hakipo au hakilingani na maudhui.',
    whatsapp_verify_failed: 'Uthibitisho wa webhook umeshindwa: hali au tokeni ya uthibitisho si sahihi.',
  },
});
