/**
 * The sample call of one guarded route for src/server/permissions.test.ts, which runs it as a member
 * without the permission and as an admin of another shop. Each domain keeps its calls in its own
 * <module>.permission-calls.ts; the fixture holds ids of shop A's rows (created in that test).
 */
export type Fixture = {
  invitationId: string;
  staffUserId: string;
  productId: string;
  setId: string;
  customerId: string;
  segmentId: string;
  orderId: string;
  conversationId: string;
  messageId: string;
  webhookLogId: string;
  /** A ledger entry linked to a payment, a payout and an order. */
  ledgerEntryId: string;
  /** A linked provider account (payments point at it in the victim shop). */
  paymentAccountId: string;
  /** A linked SMS gateway with a sent message (issue 27). */
  smsAccountId: string;
  /** A payment in every reconciliation list: mismatched, pending for an hour, paid after cancelling. */
  paymentId: string;
  /** A payment credited to the ledger (something to refund). */
  creditedPaymentId: string;
  /** A payment the provider reversed after success (a reconciliation item, issue 25). */
  reversedPaymentId: string;
  /** A payment callback for no known payment (a reconciliation item). */
  paymentLogId: string;
  /** A payout account (a wallet) and a payout to it. */
  payoutAccountId: string;
  payoutId: string;
  /** An expense (paid in cash, with a receipt photo) and a recurring expense. */
  expenseId: string;
  recurrenceId: string;
  /** A customer's debt with a payment towards it (the payment can be reversed). */
  debtId: string;
  debtPaymentEntryId: string;
  /** A WhatsApp message template (rejected, with its reason). */
  templateId: string;
  /** A campaign (a draft) with a recipient (issue 27). */
  campaignId: string;
  /** A discount code used once on the victim's order (issue 28). */
  discountCodeId: string;
  /** A browser with push alerts on, the owner's (issue 28); only the victim shop has one. */
  pushDeviceId?: string;
  /** A website pop-up (issue 28). */
  popupId: string;
  /** The shop itself, and a contact-form message (the operators' console, issue 29). */
  shopId?: string;
  contactMessageId?: string;
  /** A KYC document of the shop (issue 29); made by the victim shop only (the permissions test is refused before any id is looked up). */
  kycDocumentId?: string;
  /** A knowledge source (a Q&A entry) and an unanswered question asked in the victim's conversation (issue 30). */
  knowledgeSourceId?: string;
  knowledgeAskId?: string;
  /** Another unanswered question (one is answered, the other dismissed). */
  knowledgeOtherAskId?: string;
  /** A web page source, indexed (so it may be re-crawled). */
  knowledgeUrlSourceId?: string;
};
export type Call = { path?: (f: Fixture) => string; body?: (f: Fixture) => unknown };
