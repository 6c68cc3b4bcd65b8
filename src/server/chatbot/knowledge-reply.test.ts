import { describe, expect, it } from 'vitest';
import { asksSomething, knowledgeText, phrasedText, worthSearching } from './knowledge-reply.ts';

describe('which free text the bot looks up', () => {
  it('never greetings and thanks alone', () => {
    for (const text of ['asante sana', 'ok', 'Good morning!', 'mambo vipi', 'Thank you 🙏', '👍', ''])
      expect(worthSearching(text), text).toBe(false);
    for (const text of ['delivery fee', 'Habari, mnafungua saa ngapi?', 'returns'])
      expect(worthSearching(text), text).toBe(true);
  });

  it('hands a miss to a person only when it asks something (en and sw)', () => {
    for (const text of ['Do you deliver to Arusha', 'delivery fee?', 'mnafungua saa ngapi', 'Je, mnauza baiskeli'])
      expect(asksSomething(text), text).toBe(true);
    for (const text of ['nataka kununua', 'I want a red dress']) expect(asksSomething(text), text).toBe(false);
  });
});

describe('the answer', () => {
  const passage = {
    passageId: 'p',
    sourceId: 's',
    sourceTitle: 'Our shop',
    sourceKind: 'url' as const,
    location: 'https://shop.example/faq',
    text: 'Open 8 to 8. '.repeat(100),
    score: 1,
  };
  it('names a page by its address and keeps a long passage short, ending with an ellipsis', () => {
    const text = knowledgeText(passage, 'en');
    expect(text.startsWith('From *Our shop* (https://shop.example/faq):\n“Open 8 to 8.')).toBe(true);
    expect(text.length).toBeLessThan(900);
    expect(text).toContain('…”');
    expect(knowledgeText({ ...passage, location: null }, 'sw').startsWith('Kutoka *Our shop*:\n“')).toBe(true);
  });

  it('a phrased answer names the sources it cites, else the best one; a made-up number names nothing', () => {
    const second = { ...passage, sourceTitle: 'Price list', location: 'page 4' };
    expect(phrasedText('We open at 8 [2].', [passage, second], 'en')).toBe(
      'We open at 8 [2].\n\nSource: [2] *Price list* (page 4)',
    );
    expect(phrasedText('Tunafungua saa 2 [7].', [second], 'sw')).toBe(
      'Tunafungua saa 2 [7].\n\nChanzo: *Price list* (ukurasa 4)',
    );
  });
});
