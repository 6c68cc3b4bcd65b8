import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { searchKnowledge } from './knowledge-search.ts';
import { questionTerms } from './query-words.ts';

// Searching with real customer sentences in English and Swahili: the right passage first, nothing
// for an unrelated question, and never another shop's passages.

let t: TestApp, owner: TestClient, shopId: string, otherShopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  const qa = async (client: TestClient, question: string, answer: string, language: 'en' | 'sw') => {
    const res = await client.post('/api/knowledge/sources/qa', { question, answer, language });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  await qa(
    owner,
    'Opening hours',
    'We are open Monday to Saturday from 8 am to 8 pm, and on Sunday from 10 am to 4 pm.',
    'en',
  );
  await qa(
    owner,
    'Delivery',
    'Delivery in Dar es Salaam costs 3,000 TZS and takes one day. To Arusha and Mwanza it costs 10,000 TZS.',
    'en',
  );
  await qa(owner, 'Payment', 'We accept M-Pesa, Tigo Pesa, Airtel Money and cash on delivery.', 'en');
  await qa(owner, 'Returns', 'You can return an item within 7 days if it is unused, with the receipt.', 'en');
  await qa(
    owner,
    'Saa za kazi',
    'Tunafungua Jumatatu hadi Jumamosi saa 2 asubuhi hadi saa 2 usiku, na Jumapili saa 4 asubuhi hadi saa 10 jioni.',
    'sw',
  );
  await qa(
    owner,
    'Usafirishaji',
    'Tunapeleka mzigo Dar es Salaam kwa shilingi 3,000 ndani ya siku moja. Arusha na Mwanza ni shilingi 10,000.',
    'sw',
  );
  await qa(
    owner,
    'Malipo',
    'Tunakubali M-Pesa, Tigo Pesa, Airtel Money na pesa taslimu wakati wa kupokea mzigo.',
    'sw',
  );
  const other = await signUpUser(t, { shop: true });
  otherShopId = other.shop.id;
  await qa(other.client, 'Opening hours', 'Other shop: we open at 6 am every day including Sunday.', 'en');
});
afterAll(() => t.close());

const best = async (language: 'en' | 'sw', question: string, shop = shopId) =>
  (await searchKnowledge(t.db, shop, language, question))[0]?.text ?? null;

describe('question words', () => {
  it('drops what only makes a question, keeps the content words', () => {
    expect(questionTerms('What time do you open on Sunday?', 'en')).toEqual(['time', 'open', 'on', 'sunday']);
    expect(questionTerms('Je, mnafungua saa ngapi Jumapili?', 'sw')).toEqual(['mnafungua | fungua', 'saa', 'jumapili']);
  });
});

describe('searchKnowledge', () => {
  it.each([
    ['en', 'What time do you open on Sunday?', 'Sunday from 10 am'],
    ['en', 'How much is delivery to Arusha?', 'To Arusha and Mwanza'],
    ['en', 'Can I pay with M-Pesa?', 'We accept M-Pesa'],
    ['en', 'how do I return an item?', 'return an item within 7 days'],
    ['sw', 'Je, mnafungua saa ngapi Jumapili?', 'Jumapili saa 4'],
    ['sw', 'Mnapeleka mzigo Arusha kwa bei gani?', 'Arusha na Mwanza'],
    ['sw', 'Mnakubali M-Pesa?', 'Tunakubali M-Pesa'],
  ] as const)('%s: "%s" finds the right passage', async (language, question, expected) => {
    expect(await best(language, question)).toContain(expected);
  });

  it('answers nothing to an unrelated question, and nothing in the other language', async () => {
    expect(await searchKnowledge(t.db, shopId, 'en', 'Do you sell car tyres?')).toEqual([]);
    expect(await searchKnowledge(t.db, shopId, 'en', 'What?')).toEqual([]);
    // Shares one word of four with the hours passage: below the threshold, not an answer.
    expect(await searchKnowledge(t.db, shopId, 'en', 'Do you sell car tyres on Sunday?')).toEqual([]);
    expect(await searchKnowledge(t.db, shopId, 'sw', 'Mnauza matairi ya gari?')).toEqual([]);
    expect(await searchKnowledge(t.db, shopId, 'sw', 'What time do you open on Sunday?')).toEqual([]);
  });

  it("never returns another shop's passages", async () => {
    const mine = await searchKnowledge(t.db, shopId, 'en', 'What time do you open on Sunday?', 10);
    expect(mine.some((h) => h.text.includes('Other shop'))).toBe(false);
    const theirs = await searchKnowledge(t.db, otherShopId, 'en', 'What time do you open on Sunday?', 10);
    expect(theirs.map((h) => h.text)).toEqual([
      'Opening hours\nOther shop: we open at 6 am every day including Sunday.',
    ]);
  });

  it('is what the try box answers', async () => {
    const res = await owner.post('/api/knowledge/try', { question: 'Mnakubali M-Pesa?', language: 'sw' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.hits[0].text).toContain('Tunakubali M-Pesa');
    expect(res.body.hits[0].source_kind).toBe('qa');
  });

  it('survives hostile words (tsquery operators, quotes, emoji)', async () => {
    for (const q of ["open & ! | ( ) : * ' \\ sunday", '😀😀 open sunday', "''''", '!!!'])
      await expect(searchKnowledge(t.db, shopId, 'en', q)).resolves.toBeInstanceOf(Array);
  });
});
