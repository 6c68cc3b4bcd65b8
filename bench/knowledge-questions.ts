import type { SeedSource } from '../src/server/test/knowledge-kit.ts';

// The knowledge of bench/chat-engine.ts --knowledge (issue 30): passages of a shop's policies in
// English and Swahili about towns, products and topics, and the questions customers type about
// them (most find a passage; some are chatter that finds nothing, a few are questions nothing
// answers and go to the inbox).

const TOWNS =
  `Mbezi Kinondoni Ilala Temeke Ubungo Kigamboni Sinza Mikocheni Masaki Oysterbay Kariakoo Tegeta Bunju Kimara
  Tabata Segerea Mwenge Msasani Kawe Goba Arusha Moshi Mwanza Dodoma Morogoro Tanga Mbeya Iringa Zanzibar Bagamoyo`.split(
    /\s+/,
  );
const PRODUCTS = `kitenge kanga shirt dress sandals shoes handbag backpack phone charger earphones blender kettle cooker
  mattress pillow curtains rice flour sugar cooking-oil soap lotion perfume watch sunglasses umbrella bicycle-helmet
  school-uniform notebook football jersey cap belt wallet jacket trousers skirt blouse scarf`.split(/\s+/);

const pick = <T>(list: T[], n: number): T => list[n % list.length]!;

// Every topic is written for every town (the town steps once per round of topics).
function english(i: number): string {
  const town = pick(TOWNS, Math.floor(i / 5));
  const product = pick(PRODUCTS, Math.floor(i / 7)).replace('-', ' ');
  const h = 8 + (i % 5);
  switch (i % 5) {
    case 0:
      return `Delivery to ${town}: orders placed before ${h} o'clock arrive the same day. The fee to ${town} is TZS ${(2 + (i % 9)) * 500}. Large items such as a ${product} may take one more day; we call before the rider leaves.`;
    case 1:
      return `Returns of a ${product}: bring it back within ${3 + (i % 12)} days with the receipt and we exchange it or refund the money to your mobile money number. Worn or washed items cannot be returned.`;
    case 2:
      return `Payment in ${town}: we take M-Pesa, Tigo Pesa, Airtel Money and cash on delivery. Card payments are accepted at the ${town} branch only. A ${product} over TZS 200,000 can be paid in two parts.`;
    case 3:
      return `Caring for a ${product}: keep it dry and out of the sun. Sizes run from small to extra large; the ${town} branch has a fitting room and staff who measure you for free.`;
    default:
      return `Opening hours of the ${town} branch: Monday to Saturday from ${h}:00 to ${h + 10}:00, Sunday closed except in December. The ${product} counter closes half an hour earlier.`;
  }
}

function swahili(i: number): string {
  const town = pick(TOWNS, Math.floor(i / 4));
  const product = pick(PRODUCTS, Math.floor(i / 7)).replace('-', ' ');
  const h = 2 + (i % 4);
  switch (i % 4) {
    case 0:
      return `Kufikisha ${town}: oda zinazowekwa kabla ya saa ${h} zinafika siku hiyo hiyo. Gharama ya kufikisha ${town} ni TZS ${(2 + (i % 9)) * 500}. Bidhaa kubwa kama ${product} zinaweza kuchukua siku moja zaidi.`;
    case 1:
      return `Kurudisha ${product}: rudisha ndani ya siku ${3 + (i % 12)} ukiwa na risiti, tutabadilisha au kurudisha pesa kwa namba yako ya pesa ya simu. Bidhaa zilizovaliwa haziwezi kurudishwa.`;
    case 2:
      return `Malipo ${town}: tunapokea M-Pesa, Tigo Pesa, Airtel Money na fedha taslimu mzigo ukifika. Kadi zinapokelewa kwenye tawi la ${town} tu.`;
    default:
      return `Tawi la ${town} linafunguliwa Jumatatu hadi Jumamosi saa ${h} asubuhi hadi saa ${h + 10} jioni; Jumapili tumefunga isipokuwa mwezi Desemba.`;
  }
}

/** `count` passages in 20 sources, half English and half Swahili. */
export function benchPassages(count: number): SeedSource[] {
  const perSource = Math.ceil(count / 20);
  return Array.from({ length: 20 }, (_, s) => {
    const language = s % 2 ? ('sw' as const) : ('en' as const);
    return {
      title: language === 'en' ? `Shop policy ${s + 1}` : `Sera za duka ${s + 1}`,
      language,
      passages: Array.from({ length: Math.max(0, Math.min(perSource, count - s * perSource)) }, (_, p) => {
        const i = s * perSource + p;
        return { text: language === 'en' ? english(i) : swahili(i), location: `page ${1 + Math.floor(p / 4)}` };
      }),
    };
  });
}

let asked = 0;
/** A question a customer types: mostly about the passages, one in 10 chatter, one in 50 unknown. */
export function benchQuestion(language: 'en' | 'sw'): string {
  const n = asked++;
  const town = pick(TOWNS, n * 7 + 3);
  const product = pick(PRODUCTS, n * 11 + 5).replace('-', ' ');
  if (n % 50 === 49) return language === 'en' ? 'Do you repair outboard engines?' : 'Mnatengeneza injini za boti?';
  if (n % 10 === 9) return language === 'en' ? 'I want something nice' : 'nataka kitu kizuri';
  const en = [
    `How much is delivery to ${town}?`,
    `Can I return a ${product}?`,
    `Do you take Airtel Money in ${town}?`,
    `When does the ${town} branch open?`,
  ];
  const sw = [
    `Kufikisha ${town} ni bei gani?`,
    `Naweza kurudisha ${product}?`,
    `Mnapokea Airtel Money ${town}?`,
    `Tawi la ${town} linafunguliwa saa ngapi?`,
  ];
  return pick(language === 'en' ? en : sw, n);
}
