import type { Db } from '../db/client.ts';
import { ensureQaEntries } from '../modules/knowledge/index.ts';

// The demo shop's knowledge (issue 30): a few question-and-answer entries in Swahili and English,
// so a question the flow does not expect ("Mnafungua saa ngapi Jumapili?") gets an answer with its
// source in the demo. Added once, to a shop with no knowledge source yet.
export const DEMO_KNOWLEDGE = [
  {
    question: 'Mnafungua saa ngapi?',
    answer:
      'Tunafungua Jumatatu hadi Jumamosi saa 2 asubuhi hadi saa 2 usiku, na Jumapili saa 4 asubuhi hadi saa 10 jioni.',
    language: 'sw' as const,
  },
  {
    question: 'Usafirishaji ni bei gani?',
    answer:
      'Tunapeleka Dar es Salaam yote ndani ya siku moja: shilingi 3,000 Kariakoo na Ilala, shilingi 5,000 maeneo mengine.',
    language: 'sw' as const,
  },
  {
    question: 'Mnakubali malipo gani?',
    answer: 'Tunakubali M-Pesa, Tigo Pesa, Airtel Money na pesa taslimu unapopokea mzigo.',
    language: 'sw' as const,
  },
  {
    question: 'What are your opening hours?',
    answer: 'We are open Monday to Saturday from 8 am to 8 pm, and on Sunday from 10 am to 4 pm.',
    language: 'en' as const,
  },
  {
    question: 'How much is delivery?',
    answer: 'We deliver anywhere in Dar es Salaam within a day: 3,000 TZS to Kariakoo and Ilala, 5,000 TZS elsewhere.',
    language: 'en' as const,
  },
  {
    question: 'How can I pay?',
    answer: 'We accept M-Pesa, Tigo Pesa, Airtel Money and cash on delivery.',
    language: 'en' as const,
  },
];

export async function ensureDemoKnowledge(db: Db, shopId: string): Promise<void> {
  await ensureQaEntries(db, shopId, DEMO_KNOWLEDGE);
}
