import type { ContactFormStrings } from '../en/contact-form.ts';
import type { Twin } from '../locales.ts';

export const contactForm: Twin<ContactFormStrings> = {
  nameLabel: 'Jina kamili',
  emailLabel: 'Barua pepe',
  phoneLabel: 'Namba ya simu',
  phoneHint: 'Kwa mfano 0754 123 456 au +255 754 123 456',
  messageLabel: 'Ujumbe',
  messageHint: 'Herufi {count} / 2000',
  honeypotLabel: 'Acha sehemu hii wazi',
  submit: 'Tuma ujumbe',
  sending: 'Inatuma…',
  nameLength: 'Tafadhali andika jina lako (herufi 2 hadi 100).',
  emailInvalid: 'Tafadhali andika barua pepe sahihi, kama jina@mfano.com.',
  phoneInvalid: 'Tafadhali andika namba ya simu sahihi, kama 0754 123 456.',
  messageLength: 'Tafadhali andika ujumbe wa herufi 10 hadi 2000.',
  fixErrors: 'Tafadhali rekebisha sehemu zilizowekewa alama.',
  success: 'Asante! Ujumbe wako umetumwa. Tutakujibu ndani ya siku moja ya kazi.',
  sendAnother: 'Tuma ujumbe mwingine',
  failure: 'Samahani, ujumbe wako haukuweza kutumwa. Tafadhali jaribu tena, au tuandikie barua pepe.',
  rateLimited: 'Umetuma jumbe kadhaa kwa muda mfupi. Tafadhali subiri kidogo kisha ujaribu tena.',
  noScript: 'Fomu hii inahitaji JavaScript. Unaweza pia kutuandikia kwa {email}.',
};
