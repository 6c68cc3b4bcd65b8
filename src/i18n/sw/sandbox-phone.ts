import type { Twin } from '../locales.ts';
import type { sandboxPhone as en } from '../en/sandbox-phone.ts';

export const sandboxPhone: Twin<typeof en> = {
  title: 'Simu ya kuigiza',
  badge: 'MAJARIBIO · hakuna pesa halisi',
  network: 'Pesa kwa simu',
  prompt: 'Lipa {amount} kwa {shop}?',
  reference: 'Oda #{number}',
  debtReference: 'Malipo ya deni',
  pin: 'Weka PIN',
  pinHint: 'Tarakimu 4 zozote: haya ni majaribio.',
  approve: 'Kubali',
  decline: 'Kataa',
  approved: 'Malipo yamekubaliwa',
  approvedText: 'Duka limelipwa. Rudi kwenye ukurasa wa oda: unaonyesha risiti.',
  declined: 'Malipo yamekataliwa',
  declinedText: 'Hakuna kilicholipwa. Rudi kwenye ukurasa wa oda ujaribu tena au ulipe taslimu wakati wa kupokea.',
  expired: 'Ombi limeisha muda',
  expiredText: 'Ombi hili la malipo halisubiri tena. Rudi kwenye ukurasa wa oda.',
  approvedTextDebt: 'Duka limelipwa. Rudi kwenye taarifa yako: inaonyesha malipo.',
  declinedTextDebt: 'Hakuna kilicholipwa. Rudi kwenye taarifa yako ujaribu tena.',
  expiredTextDebt: 'Ombi hili la malipo halisubiri tena. Rudi kwenye taarifa yako.',
  declineReason: 'Mteja alikataa malipo kwenye simu yake.',
  language: 'English',
};
