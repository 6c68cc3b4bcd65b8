import { domainMessages } from '../domain-messages.ts';

export const widgetMessages = domainMessages({
  en: {},
  sw: {},
});
