import { campaigns as en } from '../../../../i18n/en/campaigns.ts';
import { campaigns as sw } from '../../../../i18n/sw/campaigns.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const campaignsDicts = { en, sw };
export type CampaignsT = TFunction<typeof en>;

export function useCampaignsT(): CampaignsT {
  return useT(campaignsDicts);
}
