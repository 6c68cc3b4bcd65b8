import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  choiceProblem,
  isCustomisable,
  lineTotal,
  toggleAddon,
  unitPrice,
  type PageAddonGroup,
  type PageVariant,
} from './order-page-pricing.ts';

const variants: PageVariant[] = [
  { id: 'red', name: 'Red', price: 15000, in_stock: true },
  { id: 'blue', name: 'Blue', price: 16000, in_stock: false },
];
const wrap: PageAddonGroup = {
  id: 'wrap',
  name: 'Wrap',
  min: 0,
  max: 1,
  required: false,
  options: [
    { id: 'box', name: 'Box', price: 2500 },
    { id: 'paper', name: 'Paper', price: 500 },
  ],
};
const extras: PageAddonGroup = {
  id: 'extras',
  name: 'Extras',
  min: 1,
  max: 2,
  required: true,
  options: [
    { id: 'a', name: 'A', price: 100 },
    { id: 'b', name: 'B', price: 200 },
    { id: 'c', name: 'C', price: 300 },
  ],
};
const kanga = { price: 14000, variants, add_ons: [wrap] };
const chai = { price: 2000, variants: [], add_ons: [] };

describe('order page prices', () => {
  it('prices a unit as the variant (or the product) plus the chosen add-ons', () => {
    expect(unitPrice(kanga, { variant_id: 'blue', addon_option_ids: ['box'] })).toBe(18500);
    expect(unitPrice(kanga, { variant_id: null, addon_option_ids: [] })).toBe(14000);
    expect(unitPrice(chai, { variant_id: null, addon_option_ids: [] })).toBe(2000);
    // Ids of another product add nothing (the server refuses them anyway).
    expect(unitPrice(chai, { variant_id: 'red', addon_option_ids: ['box'] })).toBe(2000);
    expect(lineTotal(kanga, { variant_id: 'red', addon_option_ids: ['paper'], quantity: 3 })).toBe(46500);
  });

  it('adds every line, customisable or not, in whole shillings', () => {
    const choices = [
      { variant_id: 'red', addon_option_ids: ['box'], quantity: 2 },
      { variant_id: null, addon_option_ids: [], quantity: 3 },
    ];
    expect(cartTotal([kanga, chai], choices)).toBe(2 * 17500 + 3 * 2000);
    expect(cartTotal([], [])).toBe(0);
  });

  it('keeps as customisable only products with a variant or an add-on (spec 3)', () => {
    expect(isCustomisable(kanga)).toBe(true);
    expect(isCustomisable({ variants: [], add_ons: [wrap] })).toBe(true);
    expect(isCustomisable(chai)).toBe(false);
  });

  it('names what keeps a line from being ordered', () => {
    const ok = { variant_id: 'red', addon_option_ids: [], quantity: 1 };
    expect(choiceProblem(kanga, ok)).toBeNull();
    expect(choiceProblem(kanga, { ...ok, variant_id: null })).toEqual({ kind: 'variant_required' });
    expect(choiceProblem(kanga, { ...ok, variant_id: 'blue' })).toEqual({ kind: 'variant_out_of_stock' });
    expect(choiceProblem(kanga, { ...ok, quantity: 0 })).toEqual({ kind: 'quantity' });
    expect(choiceProblem(kanga, { ...ok, quantity: 100 })).toEqual({ kind: 'quantity' });
    expect(choiceProblem(kanga, { ...ok, addon_option_ids: ['box', 'paper'] })).toEqual({
      kind: 'addon_selection',
      group: 'Wrap',
      min: 0,
      max: 1,
    });
    const withExtras = { variants: [], add_ons: [extras] };
    expect(choiceProblem(withExtras, { variant_id: null, addon_option_ids: [], quantity: 1 })).toEqual({
      kind: 'addon_selection',
      group: 'Extras',
      min: 1,
      max: 2,
    });
    expect(choiceProblem(withExtras, { variant_id: null, addon_option_ids: ['a'], quantity: 1 })).toBeNull();
  });

  it('toggles add-ons: one-choice groups swap, larger groups stop at their maximum', () => {
    const product = { add_ons: [wrap, extras] };
    expect(toggleAddon(product, [], 'box')).toEqual(['box']);
    expect(toggleAddon(product, ['box', 'a'], 'paper')).toEqual(['a', 'paper']);
    expect(toggleAddon(product, ['box'], 'box')).toEqual([]);
    expect(toggleAddon(product, ['a', 'b'], 'c')).toEqual(['a', 'b']);
    expect(toggleAddon(product, ['a'], 'c')).toEqual(['a', 'c']);
    expect(toggleAddon(product, ['a'], 'unknown')).toEqual(['a']);
  });
});
