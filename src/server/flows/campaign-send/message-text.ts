import type { Env } from '../../env.ts';
import type { Campaign, CampaignRecipient } from '../../modules/campaigns/index.ts';
import { linkPath } from '../../modules/campaigns/index.ts';
import { optOutHint } from '../../modules/consent/index.ts';
import { fillSmsText, smsWithHint, type SmsValues } from '../../../lib/sms-text.ts';
import { formatMoney } from '../../../lib/format.ts';

// The words a campaign recipient gets (issue 27): the variables' values and the SMS text with the
// opt-out hint. The opt-out link is the recipient's own campaign link with /stop: half the length
// of the consent module's /o/ link (an SMS part is 153 characters; two links made most offers two).

/** The values of a recipient's variables. */
export function valuesOf(
  env: Env,
  shopName: string,
  r: Pick<CampaignRecipient, 'id' | 'name' | 'amountOwed'>,
): SmsValues {
  return {
    name: r.name,
    shop: shopName,
    link: `${env.appUrl}${linkPath(env.secretKey, r.id)}`,
    amount_owed: formatMoney(r.amountOwed),
  };
}

/** The SMS a recipient gets: their language's text (else the other), filled, with the opt-out hint and link. */
export function smsTextFor(
  env: Env,
  c: Pick<Campaign, 'smsTextEn' | 'smsTextSw'>,
  shopName: string,
  r: Pick<CampaignRecipient, 'id' | 'name' | 'amountOwed' | 'language'>,
): string {
  const text = r.language === 'en' ? c.smsTextEn || c.smsTextSw : c.smsTextSw || c.smsTextEn;
  const language = r.language === 'en' && c.smsTextEn ? 'en' : c.smsTextSw ? 'sw' : 'en';
  const hint = `${optOutHint(language)} ${env.appUrl}${linkPath(env.secretKey, r.id)}/stop`;
  return smsWithHint(fillSmsText(text, valuesOf(env, shopName, r)), hint);
}
