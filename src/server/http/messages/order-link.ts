import { domainMessages } from '../domain-messages.ts';

export const orderLinkMessages = domainMessages({
  en: {},
  sw: {},
});
