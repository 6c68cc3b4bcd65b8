import { domainMessages } from '../domain-messages.ts';

export const conversationsMessages = domainMessages({
  en: {},
  sw: {},
});
