import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import type { Executor } from '../engine-types.ts';

/** A trigger only starts the flow; which trigger fires is the engine's choice (triggers.ts). */
export const trigger: Executor<NodeOf<'trigger'>> = {
  enter: () => ({ kind: 'next', handle: 'next' }),
};
