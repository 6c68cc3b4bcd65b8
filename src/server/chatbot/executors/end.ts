import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import type { Executor } from '../engine-types.ts';

/** Ends the flow: the customer's next message starts again from a trigger. */
export const end: Executor<NodeOf<'end'>> = {
  enter: (node, ctx) => {
    const text = node.data.text ? ctx.text(node.data.text).trim() : '';
    if (text) ctx.say({ send_message: { text } });
    return { kind: 'end' };
  },
};
