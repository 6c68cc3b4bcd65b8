import type { FlowNode } from '../../lib/chat/flow-schema.ts';
import type { Executor, Inbound, RunContext, Step } from './engine-types.ts';
import { answerKnowledge } from './executors/answer-knowledge.ts';
import { checkout } from './executors/checkout.ts';
import { condition } from './executors/condition.ts';
import { end } from './executors/end.ts';
import { handover } from './executors/handover.ts';
import { httpRequest } from './executors/http-request.ts';
import { jump } from './executors/jump.ts';
import { myOrders } from './executors/my-orders.ts';
import { question } from './executors/question.ts';
import { sendMessage } from './executors/send-message.ts';
import { setVariable } from './executors/set-variable.ts';
import { showProducts } from './executors/show-products.ts';
import { trigger } from './executors/trigger.ts';

/** The executor of a node type: one small file each, chosen by this switch (exhaustive by type). */
function executorFor(node: FlowNode): Executor {
  switch (node.type) {
    case 'trigger':
      return trigger as Executor;
    case 'send_message':
      return sendMessage as Executor;
    case 'question':
      return question as Executor;
    case 'condition':
      return condition as Executor;
    case 'set_variable':
      return setVariable as Executor;
    case 'show_products':
      return showProducts as Executor;
    case 'checkout':
      return checkout as Executor;
    case 'my_orders':
      return myOrders as Executor;
    case 'handover':
      return handover as Executor;
    case 'http_request':
      return httpRequest as Executor;
    case 'jump':
      return jump as Executor;
    case 'end':
      return end as Executor;
    case 'answer_knowledge':
      return answerKnowledge as Executor;
  }
}

export const enterNode = (node: FlowNode, ctx: RunContext): Promise<Step> =>
  Promise.resolve(executorFor(node).enter(node, ctx));

/** True when the node waits for the customer's answers (a message for it is its own, not free text). */
export const takesAnswers = (node: FlowNode): boolean => executorFor(node).answer !== undefined;

/** null when the node does not wait for answers. */
export function answerNode(node: FlowNode, ctx: RunContext, input: Inbound): Promise<Step> | null {
  const executor = executorFor(node);
  return executor.answer ? Promise.resolve(executor.answer(node, ctx, input)) : null;
}
