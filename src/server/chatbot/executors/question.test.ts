import { describe, expect, it } from 'vitest';
import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import { questionData } from '../../../lib/chat/flow-schema.ts';
import type { MessageContent } from '../../db/schema/chat.ts';
import { fakeContext } from '../../test/fake-context.ts';
import { question } from './question.ts';

const node = (data: Record<string, unknown>): NodeOf<'question'> => ({
  id: 'ask',
  type: 'question',
  position: { x: 0, y: 0 },
  data: questionData.parse({ text: { en: 'Question?', sw: 'Swali?' }, variable: 'answer', ...data }),
});
const text = (t: string) => ({ content: { kind: 'text', text: t } as MessageContent, text: t, id: null });
const choices = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i + 1}`, title: { en: `Choice ${i + 1}`, sw: `Chaguo ${i + 1}` } }));

describe('question executor', () => {
  it('asks up to three choices as reply buttons and follows the chosen one', async () => {
    const ctx = fakeContext();
    const q = node({ kind: 'choice', choices: choices(3) });
    expect(await question.enter(q, ctx)).toEqual({ kind: 'wait' });
    const buttons = (ctx.said[0] as any).send_reply_button.action.buttons;
    expect(buttons.map((b: any) => b.reply.id)).toEqual(['q:ask:c1', 'q:ask:c2', 'q:ask:c3']);
    const step = await question.answer!(q, ctx, {
      content: { kind: 'interactive', id: 'q:ask:c2', title: '' },
      text: '',
      id: 'q:ask:c2',
    });
    expect(step).toEqual({ kind: 'next', handle: 'c2' });
    expect(ctx.state.vars.answer).toBe('c2');
  });

  it('shows more than three choices as a list of at most 10 rows with a "More…" row that pages', async () => {
    const ctx = fakeContext();
    const q = node({ kind: 'choice', choices: choices(12) });
    await question.enter(q, ctx);
    const rows = (ctx.said[0] as any).send_button.action.sections[0].rows;
    expect(rows).toHaveLength(10);
    expect(rows[9]).toMatchObject({ id: 'q:ask:~1', title: 'More…' });
    const step = await question.answer!(q, ctx, {
      content: { kind: 'interactive', id: 'q:ask:~1', title: '' },
      text: '',
      id: 'q:ask:~1',
    });
    expect(step).toEqual({ kind: 'wait' });
    const page2 = (ctx.said[1] as any).send_button.action.sections[0].rows;
    expect(page2.map((r: any) => r.title)).toEqual(['Choice 10', 'Choice 11', 'Choice 12', 'Back to the start']);
  });

  it('takes a typed title in either language as the choice; other text asks again', async () => {
    const ctx = fakeContext();
    const q = node({ kind: 'choice', choices: choices(2) });
    expect(await question.answer!(q, ctx, text('chaguo 2'))).toEqual({ kind: 'next', handle: 'c2' });
    expect(await question.answer!(q, ctx, text('what?'))).toEqual({ kind: 'retry' });
  });

  it('checks numbers against min and max and re-asks with the retry text', async () => {
    const ctx = fakeContext();
    const q = node({
      kind: 'number',
      min: 1,
      max: 10,
      retry_text: { en: 'From 1 to 10 please', sw: 'Kati ya 1 na 10' },
    });
    expect(await question.answer!(q, ctx, text('11'))).toEqual({ kind: 'retry' });
    expect(ctx.said.map((a: any) => a.send_message.text)).toEqual(['From 1 to 10 please', 'Question?']);
    expect(await question.answer!(q, ctx, text('1,0'))).toEqual({ kind: 'next', handle: 'next' });
    expect(ctx.state.vars.answer).toBe(10);
  });

  it('reads dates day first and keeps them within min_date and max_date', async () => {
    const ctx = fakeContext();
    const q = node({ kind: 'date', min_date: '2026-12-01', max_date: '2026-12-31' });
    expect(await question.answer!(q, ctx, text('31/11/2026'))).toEqual({ kind: 'retry' });
    expect(await question.answer!(q, ctx, text('30/11/2026'))).toEqual({ kind: 'retry' });
    expect((ctx.said[2] as any).send_message.text).toBe('Please send a date from 2026-12-01 to 2026-12-31.');
    expect(await question.answer!(q, ctx, text('25.12.2026'))).toEqual({ kind: 'next', handle: 'next' });
    expect(ctx.state.vars.answer).toBe('2026-12-25');
  });

  it('normalises phone numbers and refuses letters', async () => {
    const ctx = fakeContext({ lang: 'sw' });
    const q = node({ kind: 'phone' });
    expect(await question.answer!(q, ctx, text('simu yangu'))).toEqual({ kind: 'retry' });
    expect((ctx.said[0] as any).send_message.text).toContain('namba ya simu');
    expect(await question.answer!(q, ctx, text('0712 345 678'))).toEqual({ kind: 'next', handle: 'next' });
    expect(ctx.state.vars.answer).toBe('+255712345678');
  });

  it('wants a shared location for a location question', async () => {
    const ctx = fakeContext();
    const q = node({ kind: 'location' });
    expect(await question.answer!(q, ctx, text('Kariakoo'))).toEqual({ kind: 'retry' });
    const step = await question.answer!(q, ctx, {
      content: { kind: 'location', latitude: -6.8, longitude: 39.28, name: 'Kariakoo' },
      text: '',
      id: null,
    });
    expect(step).toEqual({ kind: 'next', handle: 'next' });
    expect(ctx.state.vars.answer).toMatchObject({ latitude: -6.8, name: 'Kariakoo' });
  });
});
