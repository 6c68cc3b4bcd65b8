import type { ConversationAnswer } from '../../../lib/contracts/knowledge.ts';

type Line = { id: string; author: string; direction: string };

/**
 * Where each knowledge answer's note goes in a transcript (oldest message first): under the bot's
 * first message after the customer's question, or under the question itself when the bot said
 * nothing before the customer wrote again (or has not yet). Pure, so it is tested without a screen.
 */
export function placeAnswers(messages: readonly Line[], answers: readonly ConversationAnswer[]) {
  const byQuestion = new Map(answers.map((a) => [a.message_id, a]));
  const placed = new Map<string, ConversationAnswer>();
  let pending: { at: string; answer: ConversationAnswer } | null = null;
  for (const m of messages) {
    if (m.direction === 'in') {
      if (pending) placed.set(pending.at, pending.answer);
      const answer = byQuestion.get(m.id);
      pending = answer ? { at: m.id, answer } : null;
    } else if (pending && m.author === 'bot') {
      placed.set(m.id, pending.answer);
      pending = null;
    }
  }
  if (pending) placed.set(pending.at, pending.answer);
  return placed;
}
