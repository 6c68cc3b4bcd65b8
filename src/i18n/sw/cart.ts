import type { Twin } from '../locales.ts';
import type { cart as en } from '../en/cart.ts';

export const cart: Twin<typeof en> = {
  errorTitle: 'Hitilafu',
  noToken: 'Hakuna tokeni iliyotolewa. Tafadhali hakiki kiungo chako.',
  goHome: 'Rudi Mwanzo',
  loading: 'Tunapakia oda yako…',
  invalidLink: 'Kiungo hiki cha oda si sahihi au kimeisha muda. Omba duka likutumie kiungo kipya kwenye chati.',
  order: 'Oda',
  copyright: '© {year} Duka Chat. Haki zote zimehifadhiwa.',
};
