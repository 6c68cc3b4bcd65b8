// Strings of the contact form island (src/islands/contact-form).
export const contactForm = {
  nameLabel: 'Full name',
  emailLabel: 'Email address',
  phoneLabel: 'Phone number',
  phoneHint: 'For example 0754 123 456 or +255 754 123 456',
  messageLabel: 'Message',
  messageHint: '{count} / 2000 characters',
  honeypotLabel: 'Leave this field empty',
  submit: 'Send message',
  sending: 'Sending…',
  nameLength: 'Please enter your name (2 to 100 characters).',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneInvalid: 'Please enter a valid phone number, like 0754 123 456.',
  messageLength: 'Please write a message of 10 to 2000 characters.',
  fixErrors: 'Please correct the highlighted fields.',
  success: 'Thank you! Your message has been sent. We will reply within one working day.',
  sendAnother: 'Send another message',
  failure: 'Sorry, your message could not be sent. Please try again, or email us.',
  rateLimited: 'You have sent several messages in a short time. Please wait a little and try again.',
  noScript: 'This form needs JavaScript. You can also email us at {email}.',
};

export type ContactFormStrings = typeof contactForm;
