// The sms module's face (issue 27): what campaigns, reminders and the workflow use to send an SMS.
export { sendSms, smsSender, type SendSmsArgs, type SendSmsResult, type SmsSender } from './send-sms.ts';
export { smsParts } from './sms-parts.ts';
/** Flows may join on (shop_id, ref) for counts (a campaign's sent / delivered / failed). */
export { smsMessages } from '../../db/schema/sms.ts';
export { queueSmsBatch, sendSmsBatch, type BatchSms } from './send-batch.ts';
export { settleInterrupted } from './sms-checks.ts';
