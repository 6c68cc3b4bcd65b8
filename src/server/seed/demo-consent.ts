import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';
import { findOrCreateCustomer } from '../modules/customers/index.ts';
import { recordConsent, type ConsentChannel } from '../modules/consent/index.ts';

// The demo shop's customers with their consent to offers (issue 27), as an import would bring them:
// two who agreed on both channels, one on SMS only, and one who said ACHA, so that a campaign's
// audience in the demo shows who is left out and why. Each start adds only what is missing: a
// customer who already has a consent (the merchant changed it, or the customer opted out) keeps it.

type DemoCustomer = {
  phone: string;
  name: string;
  location: string;
  language: 'en' | 'sw';
  consent: { channel: ConsentChannel; state: 'opted_in' | 'opted_out'; words: string }[];
};

const AGREED = 'Ndiyo, nitumieni ofa kwa SMS na WhatsApp';

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    phone: '+255754200101',
    name: 'Amina Juma',
    location: 'Kariakoo',
    language: 'sw',
    consent: [
      { channel: 'sms', state: 'opted_in', words: AGREED },
      { channel: 'whatsapp', state: 'opted_in', words: AGREED },
    ],
  },
  {
    phone: '+255754200102',
    name: 'John Mollel',
    location: 'Arusha',
    language: 'en',
    consent: [
      { channel: 'sms', state: 'opted_in', words: 'Yes, send me offers by SMS and WhatsApp' },
      { channel: 'whatsapp', state: 'opted_in', words: 'Yes, send me offers by SMS and WhatsApp' },
    ],
  },
  {
    phone: '+255754200103',
    name: 'Halima Said',
    location: 'Mwanza',
    language: 'sw',
    consent: [{ channel: 'sms', state: 'opted_in', words: 'Nitumieni ofa kwa SMS tu' }],
  },
  {
    phone: '+255754200104',
    name: 'Baraka Mushi',
    location: 'Dodoma',
    language: 'sw',
    consent: [
      { channel: 'sms', state: 'opted_in', words: AGREED },
      { channel: 'whatsapp', state: 'opted_out', words: 'ACHA' },
    ],
  },
];

export async function ensureDemoConsent(db: Db, shopId: string): Promise<void> {
  const phones = DEMO_CUSTOMERS.map((c) => c.phone);
  const existing = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), inArray(customers.phone, phones)));
  // Already seeded (on an earlier start): the merchant's and the customers' changes since stay.
  if (existing.length === phones.length) return;
  const known = new Set(existing.map((r) => r.phone));
  for (const demo of DEMO_CUSTOMERS) {
    if (known.has(demo.phone)) continue;
    await db.transaction(async (tx) => {
      const customer = await findOrCreateCustomer(tx, shopId, {
        phone: demo.phone,
        name: demo.name,
        language: demo.language,
      });
      if (demo.location)
        await tx
          .update(customers)
          .set({ location: demo.location })
          .where(and(eq(customers.shopId, shopId), eq(customers.id, customer.id)));
      for (const c of demo.consent)
        await recordConsent(tx, { shopId, customerId: customer.id, ...c, source: 'import' });
    });
  }
}
