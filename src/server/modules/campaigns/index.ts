// The campaigns module's face (decision 0035): what flows/campaign-send needs of the campaign tables.
export {
  DEFAULT_SETTINGS,
  cancelCampaign,
  campaignSettingsOf,
  channelsOf,
  checkContent,
  getCampaign,
  getCampaignRow,
  linkPath,
  recipientOfToken,
  toCampaignDto,
} from './campaign.service.ts';
export { campaignRecipients, campaigns, type Campaign, type CampaignRecipient } from '../../db/schema/campaigns.ts';
