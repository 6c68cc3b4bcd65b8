// Words of a website pop-up on the shop's site (issue 28): what the pop-up chunk of widget.js says
// around the merchant's own title, text and button.
export const popupWidget = {
  close: 'Close',
  copy: 'Copy code',
  copied: 'Copied',
  phoneLabel: 'Your phone number',
  send: 'Send',
  sending: 'Sending…',
  thanks: 'Thank you! We will be in touch.',
  chooseChannel: 'Tick WhatsApp, SMS or both.',
  badPhone: 'Enter a Tanzanian mobile number, for example 0712 345 678.',
  failed: 'That did not go through. Try again.',
};
export type PopupWidgetStrings = typeof popupWidget;
