import type { Twin } from '../locales.ts';
import type { sandboxPayout as en } from '../en/sandbox-payout.ts';

export const sandboxPayout: Twin<typeof en> = {
  title: 'Utoaji wa kuigiza',
  badge: 'MAJARIBIO · hakuna pesa halisi',
  network: 'Mtandao wa kutoa pesa',
  prompt: '{shop} inatuma {amount}',
  to: 'Kwenda {network} {number} · {name}',
  hint: 'Mtoa huduma halisi hufikisha pesa kwenye pochi au hushindwa. Hapa unaamua wewe.',
  deliver: 'Fikisha',
  fail: 'Shindwa',
  paid: 'Pesa zimefika',
  paidText: 'Pesa zimefika kwenye pochi. Ukurasa wa kutoa pesa wa duka unaonyesha zimelipwa.',
  failed: 'Utoaji umeshindikana',
  failedText: 'Hakuna kilichotumwa: pesa zimerudi kwenye salio la duka.',
  reversed: 'Utoaji umerejeshwa',
  reversedText: 'Pesa zimerudi kwenye salio la duka.',
  failReason: 'Utoaji ulishindikana kwenye skrini ya kuigiza ya kutoa pesa.',
  language: 'English',
};
