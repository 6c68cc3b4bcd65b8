import { WA_LIMITS, type BotAction } from '../../lib/chat/bot-reply.ts';
import { botTexts } from './bot-texts.ts';
import { clip } from './interpolate.ts';
import type { RunContext } from './engine-types.ts';

export type ChoiceItem = { id: string; title: string; description?: string };

/** Rows of one list page: the last row is kept for "More…" when there is a next page. */
export const LIST_PAGE_ROWS = WA_LIMITS.listRows - 1;

type ChoiceMessage = {
  body: string;
  items: ChoiceItem[];
  /** Rows always shown after the page's items (e.g. "View basket"), counted in the 10. */
  extraRows?: ChoiceItem[];
  page?: number;
  /** The id of the "More…" row leading to page `next`. */
  moreId: (next: number) => string;
  listButton?: string;
  sectionTitle?: string;
  header?: string;
};

/**
 * Up to three choices become reply buttons; more become a list (spec 3: send_button) with at most
 * 10 rows, the last one "More…" for the next page. Titles are cut to WhatsApp's limits. The ids and
 * titles offered are remembered so that typing a title counts as tapping it.
 */
export function choiceMessage(ctx: RunContext, m: ChoiceMessage): BotAction {
  const extra = m.extraRows ?? [];
  const offered: Record<string, string> = {};
  if (m.items.length + extra.length <= WA_LIMITS.buttons) {
    // A reply button has a title only: what a list row says under its title (a variant's price)
    // goes into the body, one line per choice, or it would not be seen until the basket.
    const described = m.items.filter((item) => item.description);
    const body = clip(
      described.length ? `${m.body}\n\n${described.map((i) => `• ${i.title}: ${i.description}`).join('\n')}` : m.body,
      WA_LIMITS.body,
    );
    const buttons = [...m.items, ...extra].map((item) => {
      const title = clip(item.title, WA_LIMITS.buttonTitle);
      offered[item.id] = item.title;
      return { type: 'reply' as const, reply: { id: item.id, title } };
    });
    ctx.state.offered = offered;
    return {
      send_reply_button: {
        ...(m.header && { header: clip(m.header, WA_LIMITS.header) }),
        body: { text: body },
        action: { buttons },
      },
    };
  }
  const body = clip(m.body, WA_LIMITS.body);
  const perPage = LIST_PAGE_ROWS - extra.length;
  const pages = Math.max(1, Math.ceil(m.items.length / perPage));
  const page = Math.min(Math.max(0, m.page ?? 0), pages - 1);
  const rows: ChoiceItem[] = m.items.slice(page * perPage, (page + 1) * perPage);
  if (page + 1 < pages)
    rows.push({
      id: m.moreId(page + 1),
      title: ctx.text(botTexts.more),
      description: ctx.text(botTexts.moreDescription),
    });
  else if (page > 0)
    rows.push({
      id: m.moreId(0),
      title: ctx.text(botTexts.firstPage),
      description: ctx.text(botTexts.firstPageDescription),
    });
  rows.push(...extra);
  const button = clip(m.listButton || ctx.text(botTexts.listButton), WA_LIMITS.listButton);
  const listRows = rows.map((row) => {
    offered[row.id] = row.title;
    return {
      id: row.id,
      title: clip(row.title, WA_LIMITS.rowTitle),
      ...(row.description && { description: clip(row.description, WA_LIMITS.rowDescription) }),
    };
  });
  ctx.state.offered = offered;
  const section = { title: clip(m.sectionTitle || ctx.text(botTexts.options), WA_LIMITS.sectionTitle), rows: listRows };
  return {
    send_button: {
      ...(m.header && { header: clip(m.header, WA_LIMITS.header) }),
      body,
      button,
      action: { button, sections: [section] },
    },
  };
}
