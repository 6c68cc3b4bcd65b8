import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { knowledgeSources } from '../db/schema/knowledge.ts';
import { appWithOwner, type TestApp } from '../test/harness.ts';
import { searchKnowledge } from '../modules/knowledge/index.ts';
import { DEMO_KNOWLEDGE, ensureDemoKnowledge } from './demo-knowledge.ts';

let t: TestApp, shopId: string;
beforeAll(async () => ({ t, shopId } = await appWithOwner()));
afterAll(() => t.close());

it("gives the demo shop Q&A entries once, which answer customers' questions in sw and en", async () => {
  await ensureDemoKnowledge(t.db, shopId);
  await ensureDemoKnowledge(t.db, shopId);
  expect((await searchKnowledge(t.db, shopId, 'sw', 'Je, mnafungua saa ngapi Jumapili?'))[0]?.text).toContain(
    'Jumapili saa 4',
  );
  expect((await searchKnowledge(t.db, shopId, 'en', 'Can I pay with M-Pesa?'))[0]?.text).toContain('We accept M-Pesa');
  expect(
    (await searchKnowledge(t.db, shopId, 'en', 'How much do you charge for delivery to Ilala?'))[0]?.text,
  ).toContain('3,000 TZS to Kariakoo and Ilala');
  const rows = await t.db.select().from(knowledgeSources).where(eq(knowledgeSources.shopId, shopId));
  expect(rows).toHaveLength(DEMO_KNOWLEDGE.length);
});
