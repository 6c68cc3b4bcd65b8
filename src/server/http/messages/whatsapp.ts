import { domainMessages } from '../domain-messages.ts';

export const whatsappMessages = domainMessages({
  en: {},
  sw: {},
});
