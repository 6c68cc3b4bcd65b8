import type { OrderPageSubmit } from './order-page-schema.ts';
import { cartTotal, choiceProblem, type LineChoice, type OrderPageCart } from './order-page-pricing.ts';

// The order page's form as plain data: what the customer chose, what is still missing, and the
// body it sends. Pure, so the rules are unit-tested apart from the screen.

export type OrderForm = {
  /** One per cart product, same order. */
  lines: { choice: LineChoice; removed: boolean }[];
  fulfilment: 'delivery' | 'pickup';
  address: string;
  location: { lat: number; lng: number } | null;
  name: string;
  phone: string;
  note: string;
  payment: 'mobile_money' | 'cash' | 'credit';
};

export type FormProblem = { field: string; key: string; params?: Record<string, string | number> };

export function initialForm(cart: OrderPageCart): OrderForm {
  return {
    lines: cart.products.map((p) => ({
      choice: { variant_id: p.variant_id, addon_option_ids: p.addon_option_ids, quantity: p.quantity },
      removed: false,
    })),
    fulfilment: 'pickup',
    address: '',
    location: null,
    name: cart.customer?.name ?? '',
    phone: '',
    note: '',
    payment: 'mobile_money',
  };
}

/** The page asks for a number only when the chat does not know one (WhatsApp always does). */
export const needsPhone = (cart: OrderPageCart) => !cart.customer?.phone;

export function formTotal(cart: OrderPageCart, form: OrderForm): number {
  const kept = cart.products.map((_, i) => i).filter((i) => !form.lines[i]?.removed);
  return cartTotal(
    kept.map((i) => cart.products[i]!),
    kept.map((i) => form.lines[i]!.choice),
  );
}

/**
 * What keeps the form from being sent, field by field, as translation keys of the page.
 * `normalizePhone` is null while the phone reader is still loading: the server checks the number then.
 */
export function formProblems(
  cart: OrderPageCart,
  form: OrderForm,
  normalizePhone: ((raw: string) => string | null) | null,
): FormProblem[] {
  const problems: FormProblem[] = [];
  cart.products.forEach((product, i) => {
    const line = form.lines[i];
    if (!line || line.removed) return;
    const problem = choiceProblem(product, line.choice);
    if (!problem) return;
    const field = `line.${i}`;
    if (problem.kind === 'variant_required')
      problems.push({ field, key: 'needVariant', params: { name: product.name } });
    else if (problem.kind === 'variant_out_of_stock')
      problems.push({ field, key: 'needVariantInStock', params: { name: product.name } });
    else if (problem.kind === 'addon_selection')
      problems.push({ field, key: 'needAddons', params: { min: problem.min, max: problem.max, group: problem.group } });
    else problems.push({ field, key: 'needQuantity' });
  });
  if (!form.lines.some((l) => !l.removed)) problems.push({ field: 'items', key: 'emptyOrder' });
  if (form.fulfilment === 'delivery' && !form.address.trim() && !form.location)
    problems.push({ field: 'address', key: 'needAddress' });
  if (needsPhone(cart)) {
    if (!form.phone.trim()) problems.push({ field: 'phone', key: 'needPhone' });
    else if (normalizePhone && !normalizePhone(form.phone)) problems.push({ field: 'phone', key: 'badPhone' });
  }
  return problems;
}

export function submitBody(cart: OrderPageCart, form: OrderForm): OrderPageSubmit {
  const delivery = form.fulfilment === 'delivery';
  return {
    items: cart.products.flatMap((product, i) => {
      const line = form.lines[i];
      if (!line || line.removed) return [];
      return [
        {
          product_id: product.product_id,
          variant_id: line.choice.variant_id,
          addon_option_ids: line.choice.addon_option_ids,
          quantity: line.choice.quantity,
        },
      ];
    }),
    fulfilment: form.fulfilment,
    delivery_address: delivery ? form.address.trim() : '',
    delivery_location: delivery && form.location ? form.location : null,
    notes: form.note.trim(),
    customer_name: form.name.trim(),
    customer_phone: needsPhone(cart) ? form.phone.trim() : '',
    payment_method: form.payment,
  };
}
