import { readStorage, writeStorage } from '../../i18n/safe-storage.ts';

// The chat id of spec 3 ("stored locally", reused across visits): one per bot, so two shops'
// widgets on one site keep separate conversations. 8..64 of [A-Za-z0-9_-] as the bot API wants.
export const chatIdKey = (botId: string) => `duka_chat_id:${botId}`;
const VALID = /^[A-Za-z0-9_-]{8,64}$/;

export function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function loadChatId(botId: string): string {
  const saved = readStorage(chatIdKey(botId));
  if (saved && VALID.test(saved)) return saved;
  return renewChatId(botId);
}

/** Reset (spec 2.6): a new conversation from now on. */
export function renewChatId(botId: string): string {
  const id = randomId();
  writeStorage(chatIdKey(botId), id);
  return id;
}
