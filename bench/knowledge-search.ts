// The knowledge lookup a bot reply adds (issue 30, decision 0047): searchKnowledge on a shop with
// 10,000 passages (English and Swahili), beside other shops' passages, for a mix of real customer
// questions in both languages. Budget: p99 ≤ 10 ms. Also prints the plan of one search (the GIN
// index on (shop_id, tsv) must be used, not a scan of every shop's passages).
//
//   npx node bench/knowledge-search.ts                         embedded PostgreSQL in a temporary folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx node bench/knowledge-search.ts
//   npx node bench/knowledge-search.ts --passages 2000 --searches 500 --others 3
//
// Times are of the face's call (no HTTP): what the bot's turn waits for.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/server/db/client.ts';
import { knowledgePassages, knowledgeSources } from '../src/server/db/schema/knowledge.ts';
import { signUp } from '../src/server/modules/auth/auth.service.ts';
import { searchKnowledge } from '../src/server/modules/knowledge/index.ts';
import { searchStatement } from '../src/server/modules/knowledge/knowledge-search.ts';
import { questionTerms } from '../src/server/modules/knowledge/query-words.ts';
import { createShop } from '../src/server/modules/shop/shop.service.ts';

const BUDGET_P99_MS = 10;
const { values } = parseArgs({
  options: {
    passages: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '2000' },
    others: { type: 'string', default: '4' },
  },
});
const PASSAGES = Number(values.passages);
const SEARCHES = Number(values.searches);
const OTHERS = Number(values.others);

const admin = process.env.DATABASE_URL;
const dbName = `bench_${randomBytes(4).toString('hex')}`;
let url: string | undefined;
if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${dbName}`);
  await c.end();
  const target = new URL(admin);
  target.pathname = `/${dbName}`;
  url = target.toString();
}
const dir = admin ? undefined : mkdtempSync(path.join(tmpdir(), 'duka-bench-'));
const database = await openDatabase({ url, dataDir: dir });
const { db } = database;

async function newShop(i: number): Promise<string> {
  const owner = await signUp(db, {
    name: `Bench ${i}`,
    email: `bench-${i}-${dbName}@example.com`,
    phone: `+2557541234${String(i).padStart(2, '0')}`,
    password: 'bench-password',
  });
  const shop = await createShop(db, owner.id, {
    shop_name: `Bench ${i}`,
    whatsapp_number: `+2557541234${String(i).padStart(2, '0')}`,
    category: 'home',
    address: '',
    default_language: 'sw',
    currency: 'TZS',
    listed: false,
  });
  return shop.id;
}

// Passages as a shop's documents read: menus, price lists, policies, FAQs, in both languages.
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!;
const EN = {
  things: [
    'pilau',
    'chapati',
    'kanga',
    'kitenge',
    'sandals',
    'phone covers',
    'rice',
    'cooking oil',
    'school bags',
    'juice',
    'fish',
    'beans',
    'mandazi',
    'solar lamps',
    'water tanks',
  ],
  places: [
    'Sinza',
    'Mwenge',
    'Kariakoo',
    'Posta',
    'Mbezi',
    'Kinondoni',
    'Arusha',
    'Mwanza',
    'Dodoma',
    'Moshi',
    'Tanga',
    'Morogoro',
  ],
  verbs: ['costs', 'is sold at', 'comes for', 'is priced at'],
  policies: [
    'Returns are accepted within {n} days with the receipt for unused {thing}.',
    'We deliver {thing} to {place} within {n} hours; delivery costs {price} TZS.',
    'Our {place} branch is open Monday to Saturday from {n} am to 8 pm and on Sunday from 10 am to 4 pm.',
    'Pay for {thing} with M-Pesa, Tigo Pesa, Airtel Money or cash on delivery in {place}.',
    'Wholesale buyers of {thing} get {n} percent off orders above {price} TZS.',
    'A {thing} {verb} {price} TZS at the {place} shop; prices change with the season.',
    'Warranty: {thing} bought from us carry a {n} month warranty against factory faults.',
  ],
};
const SW = {
  things: [
    'pilau',
    'chapati',
    'kanga',
    'kitenge',
    'viatu',
    'mchele',
    'mafuta ya kupikia',
    'mabegi ya shule',
    'juisi',
    'samaki',
    'maharage',
    'maandazi',
    'taa za sola',
    'matanki ya maji',
  ],
  places: [
    'Sinza',
    'Mwenge',
    'Kariakoo',
    'Posta',
    'Mbezi',
    'Kinondoni',
    'Arusha',
    'Mwanza',
    'Dodoma',
    'Moshi',
    'Tanga',
  ],
  policies: [
    'Tunapokea bidhaa zilizorudishwa ndani ya siku {n} pamoja na risiti kwa {thing} ambazo hazijatumika.',
    'Tunapeleka {thing} {place} ndani ya saa {n}; usafirishaji ni shilingi {price}.',
    'Tawi letu la {place} linafunguliwa Jumatatu hadi Jumamosi saa {n} asubuhi hadi saa 2 usiku, na Jumapili saa 4 hadi saa 10.',
    'Lipia {thing} kwa M-Pesa, Tigo Pesa, Airtel Money au pesa taslimu ukipokea mzigo {place}.',
    'Wanunuzi wa jumla wa {thing} wanapata punguzo la asilimia {n} kwa oda zaidi ya shilingi {price}.',
    'Bei ya {thing} ni shilingi {price} katika duka la {place}; bei hubadilika kwa msimu.',
    'Dhamana: {thing} mnazonunua kwetu zina dhamana ya miezi {n} dhidi ya kasoro za kiwanda.',
  ],
};

function passageText(i: number): { text: string; language: 'en' | 'sw' } {
  const sw = i % 3 === 2;
  const v = sw ? SW : EN;
  const fill = (template: string, k: number) =>
    template
      .replace('{thing}', pick(v.things, k * 7 + 3))
      .replace('{place}', pick(v.places, k * 5 + 1))
      .replace('{verb}', pick(EN.verbs, k))
      .replace('{n}', String((k % 9) + 1))
      .replace('{price}', `${((k % 40) + 1) * 500}`);
  // Two or three sentences, as a passage of a document holds.
  const text = [0, 1, 2]
    .slice(0, 2 + (i % 2))
    .map((j) => fill(pick(v.policies, i + j * 3), i * 3 + j))
    .join(' ');
  return { text, language: sw ? 'sw' : 'en' };
}

async function seed(db: Db, shopId: string, count: number) {
  const [source] = await db
    .insert(knowledgeSources)
    .values({
      shopId,
      kind: 'url',
      title: 'Shop website',
      language: 'en',
      url: 'https://shop.example/',
      state: 'indexed',
    })
    .returning();
  for (let i = 0; i < count; i += 1000) {
    await db.insert(knowledgePassages).values(
      Array.from({ length: Math.min(1000, count - i) }, (_, j) => {
        const p = passageText(i + j);
        return {
          shopId,
          sourceId: source!.id,
          language: p.language,
          position: i + j,
          location: `https://shop.example/p/${(i + j) % 200}`,
          text: p.text,
        };
      }),
    );
  }
}

const started = performance.now();
const shopId = await newShop(0);
await seed(db, shopId, PASSAGES);
for (let i = 1; i <= OTHERS; i++) await seed(db, await newShop(i), PASSAGES / 2);
await db.execute(sql`vacuum analyze knowledge_passages`);
console.log(
  `${database.kind}: ${PASSAGES} passages in the shop, ${OTHERS} other shops with ${PASSAGES / 2} each, seeded in ${Math.round((performance.now() - started) / 1000)} s`,
);

const QUESTIONS: [language: 'en' | 'sw', question: string][] = [
  ['en', 'What time do you open on Sunday?'],
  ['en', 'How much is delivery to Kariakoo?'],
  ['en', 'Can I pay with M-Pesa?'],
  ['en', 'Do you accept returns of sandals?'],
  ['en', 'How much is a kitenge?'],
  ['en', 'Is there a warranty on solar lamps?'],
  ['en', 'Do you give a discount for wholesale rice?'],
  ['en', 'Where is your Mwanza branch and when is it open?'],
  ['en', 'Do you sell car tyres?'],
  ['en', 'hello'],
  ['sw', 'Je, mnafungua saa ngapi Jumapili?'],
  ['sw', 'Usafirishaji ni bei gani Kariakoo?'],
  ['sw', 'Mnakubali M-Pesa?'],
  ['sw', 'Bei ya kanga ni shilingi ngapi?'],
  ['sw', 'Naweza kurudisha viatu?'],
  ['sw', 'Mnapeleka mchele Arusha?'],
  ['sw', 'Je, kuna punguzo kwa wanunuzi wa jumla?'],
  ['sw', 'Mnauza matairi ya gari?'],
  ['sw', 'habari'],
];

// The plan of one search: the GIN index on (shop_id, tsv) finds the shop's passages that hold
// enough of the question's terms; only the first candidates are ranked.
for (const [language, question] of [QUESTIONS[0]!, QUESTIONS[10]!]) {
  const plan = await db.execute(
    sql`explain (analyze, costs off) ${searchStatement(shopId, language, questionTerms(question, language))}`,
  );
  console.log(`plan of "${question}":`);
  console.log(
    (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n'),
  );
}

for (let i = 0; i < 100; i++) await searchKnowledge(db, shopId, ...pick(QUESTIONS, i));
const times: number[] = [];
let answered = 0;
for (let i = 0; i < SEARCHES; i++) {
  const [language, question] = pick(QUESTIONS, i);
  const s = performance.now();
  const hits = await searchKnowledge(db, shopId, language, question);
  times.push(performance.now() - s);
  if (hits.length > 0) answered++;
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
console.log(
  `searchKnowledge, ${SEARCHES} searches (${QUESTIONS.length} questions en/sw, ${answered} answered): ` +
    `p50 ${at(50).toFixed(2)} ms  p95 ${at(95).toFixed(2)} ms  p99 ${at(99).toFixed(2)} ms  max ${times.at(-1)!.toFixed(2)} ms  ` +
    `budget p99 ≤ ${BUDGET_P99_MS} ms  ${at(99) <= BUDGET_P99_MS ? 'PASS' : 'FAIL'}`,
);
for (const [language, question] of QUESTIONS) {
  const [hit] = await searchKnowledge(db, shopId, language, question);
  console.log(`  ${language} ${question.padEnd(50)} → ${hit ? `${hit.score} ${hit.text.slice(0, 70)}…` : '(nothing)'}`);
}

await database.close();
if (dir) rmSync(dir, { recursive: true, force: true });
if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
}
