import type { Bilingual, NodeOf } from '../../../lib/chat/flow-schema.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import { botTexts } from '../bot-texts.ts';
import { choiceMessage } from '../choices.ts';
import { interpolate, setVar } from '../interpolate.ts';
import type { Executor, Inbound, RunContext, Step } from '../engine-types.ts';
import { parseAnswerDate, parseAnswerNumber } from './answers.ts';

type Question = NodeOf<'question'>;

/** Interactive ids of a choice question: q:<node>:<choice id>, and q:<node>:~<page> for "More…". */
export const choiceId = (nodeId: string, choice: string) => `q:${nodeId}:${choice}`;
const moreId = (nodeId: string) => (page: number) => `q:${nodeId}:~${page}`;

function ask(node: Question, ctx: RunContext): Step {
  const body = ctx.text(node.data.text);
  if (node.data.kind !== 'choice') {
    ctx.say({ send_message: { text: body } });
    return { kind: 'wait' };
  }
  const items = node.data.choices.map((c) => ({
    id: choiceId(node.id, c.id),
    title: ctx.text(c.title),
    ...(c.description && { description: ctx.text(c.description) }),
  }));
  ctx.say(
    choiceMessage(ctx, {
      body,
      items,
      page: ctx.state.page ?? 0,
      moreId: moreId(node.id),
      ...(node.data.list_button && { listButton: ctx.text(node.data.list_button) }),
      ...(node.data.section_title && { sectionTitle: ctx.text(node.data.section_title) }),
    }),
  );
  return { kind: 'wait' };
}

function retry(node: Question, ctx: RunContext, fallback: Bilingual, params: Record<string, unknown> = {}): Step {
  const text = node.data.retry_text ? ctx.text(node.data.retry_text) : interpolate(fallback[ctx.lang], params);
  ctx.say({ send_message: { text } });
  ask(node, ctx);
  return { kind: 'retry' };
}

function keep(node: Question, ctx: RunContext, value: unknown): Step {
  setVar(ctx.state.vars, node.data.variable, value);
  return { kind: 'next', handle: 'next' };
}

/** The choice a message names: the tapped one, else its title typed in either language, or its id. */
export function chosenChoice(node: Question, input: Inbound): Question['data']['choices'][number] | undefined {
  const typed = input.text.trim().toLowerCase();
  return node.data.choices.find((c) =>
    input.id
      ? input.id === choiceId(node.id, c.id)
      : typed === c.title.en.toLowerCase() || typed === c.title.sw.toLowerCase() || typed === c.id.toLowerCase(),
  );
}

function answerChoice(node: Question, ctx: RunContext, input: Inbound): Step {
  const prefix = `q:${node.id}:`;
  if (input.id?.startsWith(`${prefix}~`)) {
    ctx.state.page = Number(input.id.slice(prefix.length + 1)) || 0;
    return ask(node, ctx);
  }
  const chosen = chosenChoice(node, input);
  // A stale button, free text, a sticker or a photo: the question is asked again (the basket and
  // everything answered so far stay); a keyword such as "menu" still starts over (engine.ts).
  if (!chosen) return retry(node, ctx, input.id ? botTexts.retry : botTexts.pickOption);
  delete ctx.state.page;
  setVar(ctx.state.vars, node.data.variable, chosen.id);
  return { kind: 'next', handle: chosen.id };
}

/** Asks, then checks the answer by kind; an answer that does not fit gets the retry text and the question again. */
export const question: Executor<Question> = {
  enter: (node, ctx) => {
    delete ctx.state.page;
    return ask(node, ctx);
  },
  answer: (node, ctx, input) => {
    const { kind, min, max, min_date, max_date } = node.data;
    const content = input.content;
    switch (kind) {
      case 'choice':
        return answerChoice(node, ctx, input);
      case 'text':
        return content.kind === 'text' || content.kind === 'interactive'
          ? keep(node, ctx, input.text.trim())
          : retry(node, ctx, botTexts.retry);
      case 'number': {
        const value = content.kind === 'text' ? parseAnswerNumber(content.text) : null;
        if (value === null) return retry(node, ctx, botTexts.retryNumber);
        if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
          return retry(node, ctx, botTexts.retryNumberRange, { min: min ?? '…', max: max ?? '…' });
        }
        return keep(node, ctx, value);
      }
      case 'date': {
        const value = content.kind === 'text' ? parseAnswerDate(content.text) : null;
        if (value === null) return retry(node, ctx, botTexts.retryDate);
        if ((min_date && value < min_date) || (max_date && value > max_date)) {
          return retry(node, ctx, botTexts.retryDateRange, { min: min_date ?? '…', max: max_date ?? '…' });
        }
        return keep(node, ctx, value);
      }
      case 'phone': {
        const raw =
          content.kind === 'text'
            ? content.text
            : content.kind === 'contacts'
              ? (content.contacts[0]?.phones[0] ?? '')
              : '';
        const phone = raw ? normalizePhone(raw) : null;
        return phone ? keep(node, ctx, phone) : retry(node, ctx, botTexts.retryPhone);
      }
      case 'location':
        return content.kind === 'location'
          ? keep(node, ctx, {
              latitude: content.latitude,
              longitude: content.longitude,
              name: content.name ?? '',
              address: content.address ?? '',
            })
          : retry(node, ctx, botTexts.retryLocation);
    }
  },
};
