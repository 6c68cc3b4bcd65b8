import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import type { Executor } from '../engine-types.ts';

export const jump: Executor<NodeOf<'jump'>> = {
  enter: (node) => ({ kind: 'jump', target: node.data.target }),
};
