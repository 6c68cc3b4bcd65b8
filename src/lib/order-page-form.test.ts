import { describe, expect, it } from 'vitest';
import { formProblems, formTotal, initialForm, needsPhone, submitBody } from './order-page-form.ts';
import type { OrderPageCart, PageProduct } from './order-page-pricing.ts';
import { normalizePhone } from './phone.ts';

const kanga: PageProduct = {
  line: 0,
  product_id: 'p-kanga',
  name: 'Kanga',
  image: null,
  price: 15000,
  in_stock: true,
  quantity: 1,
  variant_id: 'red',
  addon_option_ids: [],
  unit_price: 15000,
  customisable: true,
  variants: [
    { id: 'red', name: 'Red', price: 15000, in_stock: true },
    { id: 'blue', name: 'Blue', price: 16000, in_stock: false },
  ],
  add_ons: [
    { id: 'wrap', name: 'Wrap', min: 0, max: 1, required: false, options: [{ id: 'box', name: 'Box', price: 2500 }] },
  ],
};
const chai: PageProduct = {
  line: 1,
  product_id: 'p-chai',
  name: 'Chai',
  image: null,
  price: 2000,
  in_stock: true,
  quantity: 2,
  variant_id: null,
  addon_option_ids: [],
  unit_price: 2000,
  customisable: false,
  variants: [],
  add_ons: [],
};
const cart = (customer: OrderPageCart['customer']): OrderPageCart => ({
  shop_name: 'Duka',
  logo_url: null,
  currency: 'TZS',
  language: 'sw',
  expires_at: '',
  channel: 'widget',
  customer,
  allow_credit: false,
  products: [kanga, chai],
  unavailable: [],
  total: 19000,
});

describe('order page form', () => {
  it('starts from the basket and totals only the lines kept', () => {
    const c = cart(null);
    const form = initialForm(c);
    expect(formTotal(c, form)).toBe(19000);
    form.lines[0]!.choice = { variant_id: 'red', addon_option_ids: ['box'], quantity: 2 };
    expect(formTotal(c, form)).toBe(2 * 17500 + 4000);
    form.lines[1]!.removed = true;
    expect(formTotal(c, form)).toBe(35000);
  });

  it('asks for a phone only when the chat does not know one, and checks it', () => {
    const known = cart({ name: 'Zawadi', phone: '+255754111222' });
    expect(needsPhone(known)).toBe(false);
    expect(formProblems(known, initialForm(known), normalizePhone)).toEqual([]);
    const unknown = cart(null);
    const form = initialForm(unknown);
    expect(formProblems(unknown, form, normalizePhone)).toEqual([{ field: 'phone', key: 'needPhone' }]);
    expect(formProblems(unknown, { ...form, phone: '12' }, normalizePhone)).toEqual([
      { field: 'phone', key: 'badPhone' },
    ]);
    // While the phone reader loads, the server is the judge of the number.
    expect(formProblems(unknown, { ...form, phone: '12' }, null)).toEqual([]);
    expect(formProblems(unknown, { ...form, phone: '0754 123 456' }, normalizePhone)).toEqual([]);
  });

  it('names each missing choice, an empty order and a delivery without an address', () => {
    const c = cart({ name: '', phone: '+255754111222' });
    const form = initialForm(c);
    form.lines[0]!.choice = { variant_id: 'blue', addon_option_ids: [], quantity: 1 };
    form.fulfilment = 'delivery';
    expect(formProblems(c, form, normalizePhone)).toEqual([
      { field: 'line.0', key: 'needVariantInStock', params: { name: 'Kanga' } },
      { field: 'address', key: 'needAddress' },
    ]);
    form.lines.forEach((l) => (l.removed = true));
    form.location = { lat: -6.8, lng: 39.28 };
    expect(formProblems(c, form, normalizePhone)).toEqual([{ field: 'items', key: 'emptyOrder' }]);
  });

  it('sends the kept lines with their choices, and delivery fields only for a delivery', () => {
    const c = cart(null);
    const form = {
      ...initialForm(c),
      phone: ' 0754 123 456 ',
      name: ' Neema ',
      note: ' asap ',
      address: 'Sinza',
      location: { lat: 1, lng: 2 },
    };
    form.lines[1]!.removed = true;
    expect(submitBody(c, form)).toEqual({
      items: [{ product_id: 'p-kanga', variant_id: 'red', addon_option_ids: [], quantity: 1 }],
      fulfilment: 'pickup',
      delivery_address: '',
      delivery_location: null,
      notes: 'asap',
      customer_name: 'Neema',
      customer_phone: '0754 123 456',
      payment_method: 'mobile_money',
    });
    expect(submitBody(c, { ...form, fulfilment: 'delivery' })).toMatchObject({
      delivery_address: 'Sinza',
      delivery_location: { lat: 1, lng: 2 },
    });
    expect(submitBody(cart({ name: 'Z', phone: '+255754111222' }), form).customer_phone).toBe('');
  });
});
