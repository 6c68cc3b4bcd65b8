import type { Twin } from '../locales.ts';
import type { ui as en } from '../en/ui.ts';

export const ui: Twin<typeof en> = {
  loading: 'Inapakia...',
  somethingWentWrong: 'Hitilafu imetokea.',
  refresh: 'Pakia upya',
  retry: 'Jaribu tena',
  errorFallback: 'Hitilafu Imetokea',
  errorScreenHint: 'Tafadhali pakia upya ukurasa. Tatizo likiendelea, jaribu tena baada ya dakika chache.',
  close: 'Funga',
  closeNotification: 'Funga arifa',
  notifications: 'Arifa ({hotkey})',
  showPassword: 'Onyesha nenosiri',
  hidePassword: 'Ficha nenosiri',
  selectPlaceholder: 'Chagua…',
  required: 'lazima',
  optional: 'si lazima',
  pageOf: 'Ukurasa {page} kati ya {pages}',
  prevPage: 'Ukurasa uliopita',
  nextPage: 'Ukurasa unaofuata',
};
