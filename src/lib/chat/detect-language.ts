import type { Locale } from '../../i18n/locales.ts';

// Which of our two languages a customer wrote in, from the words themselves (decision: the chat
// follows what the customer writes, then the page, then the shop's setting; issue 13). Short
// messages are what customers send ("Habari", "bei gani?", "how much"), so a word list of the
// common ones does better than statistics; a message with no telling word decides nothing.
const SWAHILI = new Set(
  `habari mambo vipi hujambo sijambo shikamoo salama salaam nzuri poa safi asante ahsante tafadhali naomba nataka ningependa
  nipe niletee bei gani ngapi kiasi karibu sawa ndiyo ndio hapana je nini lini wapi kwa na ya wa za la mimi wewe yako yangu
  kununua nunua agiza oda leo kesho sasa hii hiyo hizo hicho kile huo mchana asubuhi jioni usiku rafiki dada kaka mama baba
  bidhaa duka kikapu malipo lipa pesa fedha namba simu anwani mahali hapa pale ipo zipo iko kuna hakuna sina nina una ana
  chakula maji mkate chai kahawa nguo viatu`.split(/\s+/),
);
const ENGLISH = new Set(
  `hello hi hey morning evening afternoon good please thanks thank you want would like how much price what where when
  order buy yes no the is are can i my me do have need send show get cost costs available delivery pay money number
  address today tomorrow now this that these there here and with for of to in it please`.split(/\s+/),
);

export function detectLanguage(text: string): Locale | null {
  const words =
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/\p{L}+/gu) ?? [];
  let sw = 0;
  let en = 0;
  for (const word of words) {
    if (SWAHILI.has(word)) sw++;
    if (ENGLISH.has(word)) en++;
  }
  if (sw === en) return null;
  return sw > en ? 'sw' : 'en';
}
