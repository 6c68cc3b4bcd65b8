// The simulated payout screen of the demo's sandbox provider (issue 25). English is the key source.
export const sandboxPayout = {
  title: 'Simulated payout',
  badge: 'SANDBOX · no real money',
  network: 'Payout network',
  prompt: '{shop} sends {amount}',
  to: 'To {network} {number} · {name}',
  hint: 'A real provider delivers the money to the wallet or fails it. Here you decide.',
  deliver: 'Deliver',
  fail: 'Fail',
  paid: 'Payout delivered',
  paidText: "The money reached the wallet. The shop's payouts screen shows it paid.",
  failed: 'Payout failed',
  failedText: "Nothing was sent: the money is back in the shop's balance.",
  reversed: 'Payout reversed',
  reversedText: "The money came back to the shop's balance.",
  failReason: 'The payout failed on the simulated payout screen.',
  language: 'Kiswahili',
};
