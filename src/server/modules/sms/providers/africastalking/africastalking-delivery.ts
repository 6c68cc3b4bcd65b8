// AT has no status query of a sent message: reports come by callback only.
import { type DeliveryOutcome } from '../sms-provider.ts';

export async function atDelivery(): Promise<DeliveryOutcome> {
  // No status query of a sent message exists in AT's API: reports come by callback only.
  return {
    outcome: 'unknown',
    code: 'bad-answer',
    reason: "Africa's Talking has no delivery status query",
    exchanges: [],
  };
}
