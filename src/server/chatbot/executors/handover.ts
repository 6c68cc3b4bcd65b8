import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import type { Executor } from '../engine-types.ts';

/** Says the text and pauses the bot for this conversation until a person hands it back (inbox). */
export const handover: Executor<NodeOf<'handover'>> = {
  enter: (node, ctx) => {
    const text = ctx.text(node.data.text).trim();
    if (text) ctx.say({ send_message: { text } });
    return { kind: 'pause' };
  },
};
