import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import { botTexts } from '../bot-texts.ts';
import type { Executor, RunContext, Step } from '../engine-types.ts';
import { answerFromKnowledge, consultKnowledge } from '../knowledge-reply.ts';

type AnswerKnowledge = NodeOf<'answer_knowledge'>;

function ask(node: AnswerKnowledge, ctx: RunContext): Step {
  ctx.say({ send_message: { text: ctx.text(node.data.text) } });
  return { kind: 'wait' };
}

/**
 * "Answer from knowledge" (issue 30): asks for the customer's question, answers it with the best
 * passage of the shop's sources (quoted, naming the source) and goes on through 'answered', or
 * says the node's not-found text and goes on through 'not_found' (a shop with no sources finds
 * nothing). A photo or a sticker gets the question again.
 */
export const answerKnowledge: Executor<AnswerKnowledge> = {
  enter: ask,
  answer: async (node, ctx, input) => {
    const question = input.content.kind === 'text' ? input.text.trim() : '';
    if (!question) {
      ctx.say({ send_message: { text: botTexts.retry[ctx.lang] } });
      ask(node, ctx);
      return { kind: 'retry' };
    }
    const answer = await consultKnowledge(ctx, question);
    const found = answer.kind !== 'no_knowledge' ? answerFromKnowledge(ctx, question, answer) : false;
    if (found) return { kind: 'next', handle: 'answered' };
    const text = node.data.not_found_text ? ctx.text(node.data.not_found_text).trim() : '';
    if (text) ctx.say({ send_message: { text } });
    return { kind: 'next', handle: 'not_found' };
  },
};
