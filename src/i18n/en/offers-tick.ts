// The "Send me offers" tick of the order page and the till (issue 27): its label is also the words
// kept with the consent it records, so the page and the server read the same text.
export const offersTick = {
  label: 'Send me offers by SMS and WhatsApp',
  hint: 'You can stop them any time by replying STOP.',
};
