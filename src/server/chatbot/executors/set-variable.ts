import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import { interpolate, setVar } from '../interpolate.ts';
import type { Executor } from '../engine-types.ts';

/** The value may itself use {{variables}}. */
export const setVariable: Executor<NodeOf<'set_variable'>> = {
  enter: (node, ctx) => {
    setVar(ctx.state.vars, node.data.variable, interpolate(node.data.value, ctx.state.vars));
    return { kind: 'next', handle: 'next' };
  },
};
