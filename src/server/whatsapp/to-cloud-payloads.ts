import {
  WA_LIMITS,
  type BotAction,
  type ListRow,
  type ListSection,
  type MediaItem,
  type ReplyButton,
} from '../../lib/chat/bot-reply.ts';
import type { ChatLanguage, MessageContent } from '../db/schema/chat.ts';
import { cutText, splitText } from './fit-text.ts';
import { MEDIA_REF_PREFIX } from './parse-webhook.ts';
import { cutAt } from '../../lib/text-cut.ts';

/**
 * One outbound conversation message → the Cloud API payloads that carry it (protocols.md §1 table),
 * always within WhatsApp's limits whatever the flow holds: long texts are split, titles cut on a
 * word, more than 3 buttons become a list, and a list of more than 10 rows shows 9 and a "more"
 * row whose id (MORE_ROW_PREFIX + message id) the inbound handler answers with the next rows.
 */
export type CloudPayload = {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: string;
} & Record<string, unknown>;
export type PayloadOptions = { to: string; messageId: string; language: ChatLanguage; baseUrl: string };

export const MORE_ROW_PREFIX = 'wa-more:';
const ROW_ID_MAX = 200;
const BUTTON_ID_MAX = 256;

export const LABELS = {
  en: { more: 'More…', moreDescription: 'See the next choices', choose: 'Choose', options: 'Options' },
  sw: { more: 'Zaidi…', moreDescription: 'Ona machaguo yanayofuata', choose: 'Chagua', options: 'Machaguo' },
} as const;

function envelope(to: string, type: string, body: Record<string, unknown>): CloudPayload {
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type, [type]: body };
}

function textPayloads(to: string, text: string): CloudPayload[] {
  return splitText(text, WA_LIMITS.text).map((body) =>
    envelope(to, 'text', { body, ...(/https?:\/\//.test(body) ? { preview_url: true } : {}) }),
  );
}

/** The interactive body keeps the last piece; anything before it goes first as plain text. */
function bodyAndLead(to: string, text: string): { lead: CloudPayload[]; body: string } {
  const pieces = splitText(text || ' ', WA_LIMITS.body);
  const body = pieces.pop() ?? ' ';
  return { lead: pieces.flatMap((p) => textPayloads(to, p)), body };
}

/** Titles must be unique within a message: a repeat gets a number, still within the limit. */
function uniqueTitles(titles: string[], max: number): string[] {
  const seen = new Set<string>();
  return titles.map((raw) => {
    let title = cutText(raw || '—', max);
    for (let n = 2; seen.has(title); n++) title = `${cutText(raw || '—', max - String(n).length - 1)} ${n}`;
    seen.add(title);
    return title;
  });
}

const header = (text?: string) =>
  text?.trim() ? { header: { type: 'text', text: cutText(text, WA_LIMITS.header) } } : {};
const footer = (text?: string) => (text?.trim() ? { footer: { text: cutText(text, WA_LIMITS.footer) } } : {});

function buttonsPayloads(
  to: string,
  a: Extract<BotAction, { send_reply_button: unknown }>['send_reply_button'],
  o: PayloadOptions,
): CloudPayload[] {
  const buttons = a.action.buttons;
  if (buttons.length > WA_LIMITS.buttons) {
    const rows = buttons.map((b) => ({ id: b.reply.id, title: b.reply.title }));
    return listPayloads(
      to,
      {
        header: a.header,
        body: a.body.text,
        footer: a.footer,
        button: LABELS[o.language].choose,
        action: { button: LABELS[o.language].choose, sections: [{ title: '', rows }] },
      },
      o,
    );
  }
  const { lead, body } = bodyAndLead(to, a.body.text);
  const titles = uniqueTitles(
    buttons.map((b) => b.reply.title),
    WA_LIMITS.buttonTitle,
  );
  const replyButtons: ReplyButton[] = buttons.map((b, i) => ({
    type: 'reply',
    reply: { id: b.reply.id.slice(0, BUTTON_ID_MAX), title: titles[i]! },
  }));
  return [
    ...lead,
    envelope(to, 'interactive', {
      type: 'button',
      ...header(a.header),
      body: { text: body },
      ...footer(a.footer),
      action: { buttons: replyButtons },
    }),
  ];
}

function listPayloads(
  to: string,
  a: Extract<BotAction, { send_button: unknown }>['send_button'],
  o: PayloadOptions,
): CloudPayload[] {
  const all = a.action.sections.flatMap((s) => s.rows.map((row) => ({ section: s.title, row })));
  const labels = LABELS[o.language];
  const page = all.length > WA_LIMITS.listRows ? all.slice(0, WA_LIMITS.listRows - 1) : all;
  const more =
    all.length > WA_LIMITS.listRows
      ? [
          {
            section: page.at(-1)?.section ?? '',
            row: { id: `${MORE_ROW_PREFIX}${o.messageId}`, title: labels.more, description: labels.moreDescription },
          },
        ]
      : [];
  const shown = [...page, ...more];
  const titles = uniqueTitles(
    shown.map((r) => r.row.title),
    WA_LIMITS.rowTitle,
  );
  // Rows stay in order; consecutive rows of one section stay together (at most 10 sections by construction).
  const sections: ListSection[] = [];
  shown.forEach((r, i) => {
    const row: ListRow = {
      id: r.row.id.slice(0, ROW_ID_MAX),
      title: titles[i]!,
      ...(r.row.description?.trim() ? { description: cutText(r.row.description, WA_LIMITS.rowDescription) } : {}),
    };
    const last = sections.at(-1);
    if (last && last.title === r.section) last.rows.push(row);
    else sections.push({ title: r.section, rows: [row] });
  });
  // Meta requires a title on every section once there are several; one section may go without.
  const fitted = sections.map((s, i) => {
    const title = s.title.trim() || (sections.length > 1 ? `${labels.options} ${i + 1}` : '');
    return { ...(title ? { title: cutText(title, WA_LIMITS.sectionTitle) } : {}), rows: s.rows };
  });
  const { lead, body } = bodyAndLead(to, a.body);
  const button = cutText(a.action.button || a.button || labels.choose, WA_LIMITS.listButton);
  return [
    ...lead,
    envelope(to, 'interactive', {
      type: 'list',
      ...header(a.header),
      body: { text: body },
      ...footer(a.footer),
      action: { button, sections: fitted },
    }),
  ];
}

/** Our own uploads are stored as paths; Meta fetches links, so they must be absolute. */
function mediaRef(item: MediaItem, baseUrl: string): Record<string, string> {
  if (item.link.startsWith(MEDIA_REF_PREFIX)) return { id: item.link.slice(MEDIA_REF_PREFIX.length) };
  return {
    link: /^https?:\/\//.test(item.link) ? item.link : `${baseUrl}${item.link.startsWith('/') ? '' : '/'}${item.link}`,
  };
}

function mediaPayloads(
  to: string,
  type: 'image' | 'sticker' | 'video' | 'audio' | 'document',
  items: MediaItem[],
  baseUrl: string,
): CloudPayload[] {
  return items.map((item) => {
    const captioned = type !== 'audio' && type !== 'sticker' && item.caption?.trim();
    return envelope(to, type, {
      ...mediaRef(item, baseUrl),
      ...(captioned ? { caption: cutText(item.caption!, WA_LIMITS.caption) } : {}),
      ...(type === 'document' && item.filename ? { filename: cutAt(item.filename, 240) } : {}),
    });
  });
}

export function actionPayloads(action: BotAction, o: PayloadOptions): CloudPayload[] {
  const to = o.to;
  if ('send_message' in action) return textPayloads(to, action.send_message.text);
  if ('send_reply_button' in action) return buttonsPayloads(to, action.send_reply_button, o);
  if ('send_button' in action) return listPayloads(to, action.send_button, o);
  if ('send_images' in action) return mediaPayloads(to, 'image', action.send_images, o.baseUrl);
  if ('send_stickers' in action) return mediaPayloads(to, 'sticker', action.send_stickers, o.baseUrl);
  if ('send_videos' in action) return mediaPayloads(to, 'video', action.send_videos, o.baseUrl);
  if ('send_audios' in action) return mediaPayloads(to, 'audio', action.send_audios, o.baseUrl);
  if ('send_documents' in action) return mediaPayloads(to, 'document', action.send_documents, o.baseUrl);
  if ('send_locations' in action) {
    return action.send_locations.map((l) =>
      envelope(to, 'location', {
        latitude: l.latitude,
        longitude: l.longitude,
        ...(l.name ? { name: l.name } : {}),
        ...(l.address ? { address: l.address } : {}),
      }),
    );
  }
  return [];
}

/** Every outbound content kind; kinds that only arrive inbound give nothing. */
export function toCloudPayloads(content: MessageContent, o: PayloadOptions): CloudPayload[] {
  switch (content.kind) {
    case 'action':
      return actionPayloads(content.action, o);
    case 'text':
      return textPayloads(o.to, content.text);
    case 'media':
      return mediaPayloads(
        o.to,
        content.media,
        [{ link: content.link, caption: content.caption, filename: content.filename }],
        o.baseUrl,
      );
    case 'location':
      return actionPayloads({ send_locations: [content] }, o);
    case 'template': {
      // Positional body parameters ({{1}}, {{2}}…) when the sender filled them (the inbox does).
      const params = (content as { params?: unknown }).params;
      const texts = Array.isArray(params) ? params.filter((p): p is string => typeof p === 'string') : [];
      const components = texts.length
        ? [{ type: 'body', parameters: texts.map((text) => ({ type: 'text', text })) }]
        : undefined;
      return [
        envelope(o.to, 'template', {
          name: content.name,
          language: { code: content.language },
          ...(components ? { components } : {}),
        }),
      ];
    }
    default:
      return [];
  }
}

/** The action a "more" row asks for: the same list without the rows already shown. */
export function remainingRows(action: BotAction): BotAction | null {
  if (!('send_button' in action)) {
    if ('send_reply_button' in action && action.send_reply_button.action.buttons.length > WA_LIMITS.listRows) {
      const a = action.send_reply_button;
      const rows = a.action.buttons
        .slice(WA_LIMITS.listRows - 1)
        .map((b) => ({ id: b.reply.id, title: b.reply.title }));
      return {
        send_button: { body: a.body.text, button: '', action: { button: '', sections: [{ title: '', rows }] } },
      };
    }
    return null;
  }
  const a = action.send_button;
  let skip = WA_LIMITS.listRows - 1;
  const sections: ListSection[] = [];
  for (const s of a.action.sections) {
    const rows = s.rows.slice(Math.min(skip, s.rows.length));
    skip = Math.max(0, skip - s.rows.length);
    if (rows.length) sections.push({ title: s.title, rows });
  }
  if (!sections.length) return null;
  return { send_button: { ...a, action: { ...a.action, sections } } };
}
