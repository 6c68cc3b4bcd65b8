// NextSMS (protocols.md §3; nextsms/node-nextsms src/modules/NextSMS.ts, docs/apis/00_singleDestination.md,
// docs/apis/_getSmsBalance.md). Basic auth over username:password. Send: POST
// /api/sms/v1/text/single {from, to, text, reference}; answer {messages:[{to, status, messageId,
// smsCount}]}. The SDK prints `status` as [Object]: its fields (groupId, groupName, id, name,
// description) are read tolerantly [3P: the Infobip status shape NextSMS relays]. Reports: GET
// /api/sms/v1/reports?messageId= (polled); balance: GET /api/sms/v1/balance → {sms_balance}.
import { type SmsProvider } from '../sms-provider.ts';
import { nextBalance } from './nextsms-balance.ts';
import { NEXTSMS_CREDENTIALS } from './nextsms-call.ts';
import { nextDelivery } from './nextsms-delivery.ts';
import { nextSend } from './nextsms-send.ts';

export const nextsmsProvider: SmsProvider = {
  id: 'nextsms',
  credentialFields: NEXTSMS_CREDENTIALS,
  send: nextSend,
  deliveryStatus: nextDelivery,
  balance: nextBalance,
  reportsBy: 'polling',
};
