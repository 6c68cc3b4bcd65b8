// ClickPesa's own published examples, kept as the tests' fixtures. Each names its source. The
// samples in home/webhooks.mdx carry `// …` comments, which JSON does not allow: those comments
// (and the space before them) are removed; every other byte is as published.

/**
 * docs.clickpesa.com/home/webhooks, "PAYMENT RECEIVED" sample payload (the current page, with
 * collectedAmount; its closing braces past the customer object were not in the stored copy and
 * are the JSON's only possible end).
 */
export const PAYMENT_RECEIVED_SAMPLE = `{
  "event": "PAYMENT RECEIVED",
  "data": {
    "id": "ORD123456LCP7890",
    "status": "SUCCESS",
    "paymentReference": "abc123def456ghi789",
    "orderReference": "ORD123456",
    "collectedAmount": "10000",
    "collectedCurrency": "TZS",
    "message": "success",
    "channel": "CRDB DIRECT DEBIT MANDATE",
    "updatedAt": "2024-04-10T18:22:56.153Z",
    "createdAt": "2024-04-10T18:22:16.949Z",
    "customer": {
      "customerName": "John Doe",
      "customerEmail": "john@example.com",
      "customerPhoneNumber": "255700000000"
    }
  }
}`;

/** ClickPesa/developers.docs home/webhooks.mdx, "PAYMENT FAILED" sample (its key is `eventType`). */
export const PAYMENT_FAILED_SAMPLE = `{
  "eventType": "PAYMENT FAILED",
  "data": {
    "id": "0969231256LCP2C95",
    "status": "FAILED",
    "orderReference": "0969231256",
    "message": "Insufficient balance",
    "updatedAt": "2024-04-11T04:58:31.036Z",
    "createdAt": "2024-04-11T04:58:31.036Z"
  }
}`;

/** ClickPesa/developers.docs home/webhooks.mdx, "PAYOUT INITIATED" sample. */
export const PAYOUT_INITIATED_SAMPLE = `{
  "event": "PAYOUT INITIATED",
  "data": {
    "updatedAt": "2024-09-02T10:15:30.000Z",
    "createdAt": "2024-09-01T14:22:10.000Z",
    "id": "PAY17072CD",
    "orderReference": "order_123456",
    "amount": "20000.00",
    "currency": "TZS",
    "fee": "2360.00",
    "status": "SUCCESS",
    "channel": "BANK TRANSFER",
    "channelProvider": "Equity Bank Tanzania Limited",
    "transferType": "ACH",
    "notes": "Payment for invoice no. 123456",
    "beneficiary": {
      "accountNumber": "123456789",
      "accountName": "John Doe",
      "swiftNumber": "ABC1234XYZ",
      "routingNumber": "110000000",
      "beneficiaryMobileNumber": "255600000000",
      "beneficiaryEmail": "johndoe@example.com"
    }
  }
}`;

/** ClickPesa/developers.docs home/webhooks.mdx, "PAYOUT REFUNDED" sample. */
export const PAYOUT_REFUNDED_SAMPLE = `{
  "event": "PAYOUT REFUNDED",
  "data": {
    "updatedAt": "2024-09-02T10:15:30.000Z",
    "createdAt": "2024-09-01T14:22:10.000Z",
    "id": "PAY17072CD",
    "orderReference": "order_123456",
    "amount": "20000.00",
    "currency": "TZS",
    "fee": "2360.00",
    "status": "REFUNDED",
    "channel": "BANK TRANSFER",
    "channelProvider": "Equity Bank Tanzania Limited",
    "transferType": "ACH",
    "notes": "Payment for invoice no. 123456",
    "refund": {
      "message": "The payout was refunded due to insufficient balance.",
      "refundedAt": "2024-09-02T09:30:00.000Z"
    },
    "beneficiary": {
      "accountNumber": "123456789",
      "accountName": "John Doe",
      "swiftNumber": "ABC1234XYZ",
      "routingNumber": "110000000",
      "beneficiaryMobileNumber": "255600000000",
      "beneficiaryEmail": "johndoe@example.com"
    }
  }
}`;

/** ClickPesa/developers.docs home/webhooks.mdx, "PAYOUT REVERSED" sample. */
export const PAYOUT_REVERSED_SAMPLE = `{
  "event": "PAYOUT REVERSED",
  "data": {
    "updatedAt": "2024-09-02T10:15:30.000Z",
    "createdAt": "2024-09-01T14:22:10.000Z",
    "id": "PAY17072CD",
    "orderReference": "order_123456",
    "amount": "20000.00",
    "currency": "TZS",
    "fee": "2360.00",
    "status": "REVERSED",
    "channel": "BANK TRANSFER",
    "channelProvider": "Equity Bank Tanzania Limited",
    "transferType": "ACH",
    "notes": "Payment for invoice no. 123456",
    "reverse": {
      "message": "The payout was reversed due to invalid account information.",
      "reversedAt": "2024-09-02T09:30:00.000Z",
      "reversedWithFee": true
    },
    "beneficiary": {
      "accountNumber": "123456789",
      "accountName": "John Doe",
      "swiftNumber": "ABC1234XYZ",
      "routingNumber": "110000000",
      "beneficiaryMobileNumber": "255600000000",
      "beneficiaryEmail": "johndoe@example.com"
    }
  }
}`;

/**
 * ClickPesa/developers.docs api-reference/disbursement/mno-payout/openapi.json,
 * PreviewMobileMoneyPayoutResponse: every property's `example`, assembled as the schema nests them.
 */
export const PAYOUT_PREVIEW_EXAMPLE = {
  amount: 1047.1,
  balance: 2000,
  channelProvider: 'TIGO PESA',
  fee: 47.1,
  exchanged: true,
  exchange: { sourceCurrency: 'USD', targetCurrency: 'TZS', sourceAmount: 1000, rate: 2500 },
  order: { amount: 1000, currency: 'TZS', id: 'UNIQUEREFERENCE' },
  payoutFeeBearer: 'merchant',
  receiver: { accountName: 'John Doe', accountNumber: '255650000000', accountCurrency: 'TZS', amount: 1000 },
};

/**
 * The same file, CreateMobileMoneyPayoutResponse: the examples as the schema nests them (`amount`
 * "Total amount deducted … (includes fee)", `order.amount` what was asked).
 */
export const PAYOUT_CREATE_EXAMPLE = {
  id: 'PAY17072CD',
  orderReference: 'UNIQUEREFERENCE',
  amount: '1047.10',
  currency: 'TZS',
  fee: '47.10',
  status: 'AUTHORIZED',
  channel: 'MOBILE MONEY',
  channelProvider: 'MPESA TANZANIA',
  order: { amount: '1000.00', currency: 'TZS' },
  beneficiary: { accountNumber: '255650000000', accountName: 'John Doe', amount: '1000.00' },
};

/** ClickPesa/developers.docs home/checksum.mdx, the example payload of every language's sample. */
export const CHECKSUM_EXAMPLE_PAYLOAD = {
  amount: 100,
  currency: 'USD',
  reference: 'TX123',
  exchange: { fromCurrency: 'TZS', toCurrency: 'TZS', rate: '1', amount: '1000' },
  customer: { name: 'John Doe', email: 'john@example.com', phone: '+255123456789' },
};

/** The earlier version of home/checksum.mdx (legacy method), its example payload. */
export const LEGACY_CHECKSUM_EXAMPLE_PAYLOAD = { amount: 100, currency: 'USD', reference: 'TX123' };
