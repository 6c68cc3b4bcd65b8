import { describe, expect, it } from 'vitest';
import { flowNode, type NodeOf } from '../../../lib/chat/flow-schema.ts';
import { fakeContext } from '../../test/fake-context.ts';
import type { KnowledgeAnswer, KnowledgePassage } from '../shop-ports.ts';
import { answerKnowledge } from './answer-knowledge.ts';

const node = flowNode.parse({
  id: 'ask',
  type: 'answer_knowledge',
  position: { x: 0, y: 0 },
  data: {
    text: { en: 'What would you like to know?', sw: 'Ungependa kujua nini?' },
    not_found_text: { en: 'Sorry, not found.', sw: 'Samahani, sikupata.' },
  },
}) as NodeOf<'answer_knowledge'>;

const passage: KnowledgePassage = {
  passageId: 'p1',
  sourceId: 's1',
  sourceTitle: 'Delivery policy',
  sourceKind: 'pdf',
  location: 'page 2',
  text: 'We deliver in Dar es Salaam for TZS 3,000.',
  score: 0.9,
};
const text = { kind: 'text' as const, text: '' };
const said = (ctx: ReturnType<typeof fakeContext>) =>
  ctx.said.map((a) => ('send_message' in a ? a.send_message.text : a));

describe('answer_knowledge node', () => {
  it('asks its question and waits', () => {
    const ctx = fakeContext({ lang: 'sw' });
    expect(answerKnowledge.enter(node, ctx)).toEqual({ kind: 'wait' });
    expect(said(ctx)).toEqual(['Ungependa kujua nini?']);
  });

  it('quotes the passage naming its source and leaves through answered; the ask is kept for the record', async () => {
    const ctx = fakeContext({
      askKnowledge: async () => ({ kind: 'hit', passage, passages: [passage], phrased: null }),
    });
    const step = await answerKnowledge.answer!(node, ctx, { content: text, text: ' delivery fee? ', id: null });
    expect(step).toEqual({ kind: 'next', handle: 'answered' });
    expect(said(ctx)).toEqual(['From *Delivery policy* (page 2):\n“We deliver in Dar es Salaam for TZS 3,000.”']);
    expect(ctx.alsoStore.knowledgeAsk).toEqual({ question: 'delivery fee?', language: 'en', passage, phrased: false });
  });

  it('in Swahili names the page in Swahili; a phrased answer cites the source under it', async () => {
    const ctx = fakeContext({
      lang: 'sw',
      askKnowledge: async () => ({
        kind: 'hit',
        passage,
        passages: [passage, { ...passage, sourceTitle: 'Bei', location: null }],
        phrased: 'Tunapeleka Dar kwa TZS 3,000 [1][2].',
      }),
    });
    await answerKnowledge.answer!(node, ctx, { content: text, text: 'bei ya kupeleka?', id: null });
    expect(said(ctx)).toEqual([
      'Tunapeleka Dar kwa TZS 3,000 [1][2].\n\nChanzo: [1] *Delivery policy* (ukurasa 2); [2] *Bei*',
    ]);
    expect(ctx.alsoStore.knowledgeAsk?.phrased).toBe(true);
  });

  it.each<[string, KnowledgeAnswer]>([
    ['a miss', { kind: 'miss' }],
    ['a shop without knowledge', { kind: 'no_knowledge' }],
  ])('%s says the not-found text and leaves through not_found', async (_, answer) => {
    const ctx = fakeContext({ askKnowledge: async () => answer });
    const step = await answerKnowledge.answer!(node, ctx, { content: text, text: 'bicycles?', id: null });
    expect(step).toEqual({ kind: 'next', handle: 'not_found' });
    expect(said(ctx)).toEqual(['Sorry, not found.']);
    expect(ctx.alsoStore.knowledgeAsk?.passage ?? null).toBeNull();
  });

  it('a search that fails counts as nothing found, and a photo gets the question again', async () => {
    const ctx = fakeContext({
      askKnowledge: async () => {
        throw new Error('down');
      },
    });
    expect(await answerKnowledge.answer!(node, ctx, { content: text, text: 'hours?', id: null })).toEqual({
      kind: 'next',
      handle: 'not_found',
    });
    const photo = fakeContext();
    const step = await answerKnowledge.answer!(node, photo, {
      content: { kind: 'media', media: 'image', link: 'https://x.example/a.jpg' },
      text: '',
      id: null,
    } as never);
    expect(step).toEqual({ kind: 'retry' });
    expect(said(photo)).toEqual(["Sorry, I didn't get that. Please try again.", 'What would you like to know?']);
  });
});
