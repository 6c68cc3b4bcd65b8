import type { BotAction } from '../contracts/chat.ts';

/**
 * The bot reply of spec 3, as POST /plugin/conversation/{botId} answers it and as the engine hands
 * it to every channel: the widget renders `actions`; the WhatsApp sender converts each action to
 * Cloud API payloads (../shared/protocols.md §1). The shapes are the bot API's answer contract
 * (lib/contracts/chat.ts), imported as types only so that nothing here pulls zod into a page.
 */
export type {
  BotAction,
  BotReply,
  ListRow,
  ListSection,
  LocationItem,
  MediaItem,
  ReplyButton,
  ReplyInput,
} from '../contracts/chat.ts';

export type ActionKind = keyof { [K in BotAction as keyof K & string]: true };
export const actionKind = (action: BotAction): ActionKind => Object.keys(action)[0] as ActionKind;

/** WhatsApp's limits for interactive messages (Cloud API reference), checked by the builder and the sender. */
export const WA_LIMITS = {
  buttons: 3,
  buttonTitle: 20,
  listRows: 10,
  listSections: 10,
  rowTitle: 24,
  rowDescription: 72,
  listButton: 20,
  sectionTitle: 24,
  header: 60,
  footer: 60,
  body: 1024,
  text: 4096,
  caption: 1024,
} as const;
