// Beem (protocols.md §3; beemafrica/beem-sms-api-sample: send/node-js/send.js, send/python/send.py,
// delivery-reports/nodejs/dlr.js, userAccountBalance/node-js/balance.js). Basic auth over
// api_key:secret_key. Send: POST /v1/send; its answer {successful, request_id, code, message, valid,
// invalid, duplicates} (code 100: submitted [3P]). Delivery reports are polled: GET
// dlrapi…/public/v1/delivery-reports?dest_addr&request_id. The sample's callback (callback/node-js)
// posts {request_id, recipient_id, dest_addr, Status} unsigned to a URL set in Beem's portal; we
// poll instead, so nothing trusts it. Balance: GET /public/v1/vendors/balance.
import { type SmsProvider } from '../sms-provider.ts';
import { beemBalance } from './beem-balance.ts';
import { BEEM_CREDENTIALS } from './beem-call.ts';
import { beemDelivery } from './beem-delivery.ts';
import { beemSend } from './beem-send.ts';

export const beemProvider: SmsProvider = {
  id: 'beem',
  credentialFields: BEEM_CREDENTIALS,
  send: beemSend,
  deliveryStatus: beemDelivery,
  balance: beemBalance,
  reportsBy: 'polling',
};
