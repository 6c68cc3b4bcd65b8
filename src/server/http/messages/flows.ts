import { domainMessages } from '../domain-messages.ts';

export const flowsMessages = domainMessages({
  en: {},
  sw: {},
});
