import type { BotAction, MediaItem } from '../../../lib/chat/bot-reply.ts';
import { WA_LIMITS } from '../../../lib/chat/bot-reply.ts';
import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import { clip } from '../interpolate.ts';
import type { Executor } from '../engine-types.ts';

const ACTION_OF = {
  image: 'send_images',
  sticker: 'send_stickers',
  video: 'send_videos',
  audio: 'send_audios',
  document: 'send_documents',
} as const;

/** The text first, then media grouped by kind in the order they first appear, then locations. */
export const sendMessage: Executor<NodeOf<'send_message'>> = {
  enter: (node, ctx) => {
    const { text, media, locations } = node.data;
    const said = text ? ctx.text(text).trim() : '';
    if (said) ctx.say({ send_message: { text: clip(said, WA_LIMITS.text) } });
    const groups = new Map<keyof typeof ACTION_OF, MediaItem[]>();
    for (const item of media) {
      const caption = item.caption ? clip(ctx.text(item.caption), WA_LIMITS.caption) : '';
      const entry: MediaItem = { link: item.link, ...(caption && { caption }) };
      if (item.kind === 'document')
        entry.filename = decodeURIComponent(new URL(item.link).pathname.split('/').pop() || 'document');
      groups.set(item.kind, [...(groups.get(item.kind) ?? []), entry]);
    }
    for (const [kind, items] of groups) ctx.say({ [ACTION_OF[kind]]: items } as BotAction);
    if (locations.length) ctx.say({ send_locations: locations.map((l) => ({ ...l })) });
    return { kind: 'next', handle: 'next' };
  },
};
