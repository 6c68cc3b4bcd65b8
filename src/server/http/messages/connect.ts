import { domainMessages } from '../domain-messages.ts';

export const connectMessages = domainMessages({
  en: {},
  sw: {},
});
