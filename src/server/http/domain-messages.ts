/**
 * A domain's own API messages and field labels, in English and Swahili (a missing Swahili key
 * fails the type check). messages.ts merges every domain's file from http/messages/, so features
 * built side by side never edit one shared dictionary.
 */
export type DomainMessages<E extends Record<string, string>> = {
  en: E;
  sw: { [K in keyof E]: string };
  fields?: { en: Record<string, string>; sw: Record<string, string> };
};

export function domainMessages<const E extends Record<string, string>>(messages: DomainMessages<E>): DomainMessages<E> {
  return messages;
}
