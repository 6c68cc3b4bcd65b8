import { domainMessages } from '../domain-messages.ts';

// A debt's reach (issue 16): the customer's statement page, paying it by mobile money, reminders.
export const debtStatementMessages = domainMessages({
  en: {
    statement_token_required: 'This statement link is incomplete.',
    statement_link_invalid: 'This statement link is not valid. Ask the shop for a new one.',
    debt_payment_too_small: 'Pay at least {min}, or the whole amount still owed.',
    debt_payment_in_progress: 'A payment for this debt is already waiting for your approval on the phone.',
    debt_not_receivable: 'Only a debt a customer owes the shop has a statement and reminders.',
    reminder_too_soon: 'A reminder was sent less than 12 hours ago. The next one can go at {at}.',
    reminder_needs_whatsapp:
      'Connect WhatsApp or link an SMS gateway to send reminders from here, or copy the message and send it from your phone.',
    debt_has_no_phone: 'This debt has no phone number to send a reminder to.',
  },
  sw: {
    statement_token_required: 'Kiungo hiki cha taarifa hakijakamilika.',
    statement_link_invalid: 'Kiungo hiki cha taarifa si halali. Omba duka kiungo kipya.',
    debt_payment_too_small: 'Lipa angalau {min}, au kiasi chote kilichobaki.',
    debt_payment_in_progress: 'Malipo ya deni hili tayari yanasubiri uthibitisho wako kwenye simu.',
    debt_not_receivable: 'Deni ambalo mteja anadaiwa na duka pekee ndilo lina taarifa na ukumbusho.',
    reminder_too_soon: 'Ukumbusho ulitumwa chini ya saa 12 zilizopita. Unaofuata unaweza kutumwa {at}.',
    reminder_needs_whatsapp:
      'Unganisha WhatsApp au mtoa huduma wa SMS ili kutuma ukumbusho hapa, au nakili ujumbe na uutume kwa simu yako.',
    debt_has_no_phone: 'Deni hili halina namba ya simu ya kutuma ukumbusho.',
  },
  fields: {
    en: { amount: 'Amount', token: 'Link' },
    sw: { amount: 'Kiasi', token: 'Kiungo' },
  },
});
