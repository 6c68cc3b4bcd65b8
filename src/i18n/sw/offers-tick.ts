import type { Twin } from '../locales.ts';
import type { offersTick as en } from '../en/offers-tick.ts';

export const offersTick: Twin<typeof en> = {
  label: 'Nitumieni matangazo kwa SMS na WhatsApp',
  hint: 'Unaweza kuyasitisha wakati wowote kwa kujibu ACHA.',
};
