/**
 * The bot reply of spec 3, as POST /plugin/conversation/{botId} answers it and as the engine hands
 * it to every channel: the widget renders `actions`; the WhatsApp sender converts each action to
 * Cloud API payloads (../shared/protocols.md §1). Texts are plain text with WhatsApp markup
 * (*bold*, _italic_, ~strike~, ```mono```); a renderer never treats them as HTML.
 */
export type ReplyButton = { type: 'reply'; reply: { id: string; title: string } };
export type ListRow = { id: string; title: string; description?: string };
export type ListSection = { title: string; rows: ListRow[] };
export type MediaItem = { link: string; caption?: string; filename?: string };
export type LocationItem = { latitude: number; longitude: number; name?: string; address?: string };

export type BotAction =
  | { send_message: { text: string } }
  | {
      send_reply_button: {
        header?: string;
        body: { text: string };
        footer?: string;
        action: { buttons: ReplyButton[] };
      };
    }
  | {
      send_button: {
        header?: string;
        body: string;
        footer?: string;
        button: string;
        action: { button: string; sections: ListSection[] };
      };
    }
  | { send_images: MediaItem[] }
  | { send_stickers: MediaItem[] }
  | { send_videos: MediaItem[] }
  | { send_audios: MediaItem[] }
  | { send_documents: MediaItem[] }
  | { send_locations: LocationItem[] };

/** What the customer is asked for next, where a channel can help: a date question narrows the widget's picker (YYYY-MM-DD). */
export type ReplyInput = { kind: 'date'; min_date?: string; max_date?: string };

export type BotReply = {
  actions: BotAction[];
  /** The texts of the reply joined for simple clients (spec 3: a string or a list). */
  message: string | string[];
  /** Raw per-action results (spec 3 names the field; we put the stored message ids here). */
  response: { id: string }[];
  /** The node the conversation now waits on, or null when the flow ended or the bot is paused. */
  next_state: string | null;
  /** Set while the conversation waits on a date question; null otherwise. */
  input: ReplyInput | null;
};

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
