// Facts about the company shown on every public page (footer, contact page). One place, so
// that changing the phone number or an address is a one-line edit.
export const COMPANY = {
  email: 'hello@dukachat.co.tz',
  phone: '+255754000111',
  phoneDisplay: '+255 754 000 111',
  address: 'Mikocheni B, Dar es Salaam, Tanzania',
  mapUrl: 'https://www.openstreetmap.org/search?query=Mikocheni%20B%2C%20Dar%20es%20Salaam',
} as const;

export const SOCIAL_LINKS = [
  { network: 'Instagram', href: 'https://www.instagram.com/dukachat' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/dukachat' },
  { network: 'X', href: 'https://x.com/dukachat' },
  { network: 'Facebook', href: 'https://www.facebook.com/dukachat' },
] as const;

// The demo shop customers can try from the demo panel: the WhatsApp number of the seeded demo
// shop (src/server/seed/demo.ts) unless PUBLIC_DEMO_WHATSAPP says otherwise.
export const DEMO_WHATSAPP_DIGITS: string = import.meta.env.PUBLIC_DEMO_WHATSAPP || '255754123456';
export const DEMO_BOT_ID: string = import.meta.env.PUBLIC_DEMO_BOT_ID || 'demo';
