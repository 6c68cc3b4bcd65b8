import { domainMessages } from '../domain-messages.ts';

export const chatMessages = domainMessages({
  en: {},
  sw: {},
});
