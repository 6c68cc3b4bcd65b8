// Africa's Talking (protocols.md §3; AfricasTalkingLtd/africastalking-node.js lib/sms.js,
// lib/common.js, lib/customAxios/application.js; docs.africastalking.com/sms/notifications).
// Send: POST /version1/messaging, form {username, to, message, from, bulkSMSMode=1}, header apiKey;
// 201 {SMSMessageData:{Message, Recipients:[{statusCode, number, status, cost, messageId}]}}.
// Balance: GET /version1/user?username= → {UserData:{balance:"TZS 1500.0000"}}.
// Delivery reports are POSTed (form) to the URL set in AT's dashboard: id, status, phoneNumber,
// networkCode, failureReason, retryCount; inbound messages: from, to, text, date, id, linkId.
// Neither is signed, and AT's SDK offers no query of a sent message's status (fetchMessages reads
// inbound messages only), so a report is believed only on the account's unguessable path, for a
// message id AT gave us, to the number we sent to (confirmBy 'records').
import { type SmsProvider } from '../sms-provider.ts';
import { atBalance } from './africastalking-balance.ts';
import { AFRICASTALKING_CREDENTIALS } from './africastalking-call.ts';
import { atDelivery } from './africastalking-delivery.ts';
import { atSend } from './africastalking-send.ts';
import { atVerifyCallback } from './africastalking-verify-callback.ts';

export const africastalkingProvider: SmsProvider = {
  id: 'africastalking',
  credentialFields: AFRICASTALKING_CREDENTIALS,
  send: atSend,
  deliveryStatus: atDelivery,
  verifyCallback: atVerifyCallback,
  balance: atBalance,
  reportsBy: 'callback',
};
