import { describe, expect, it } from 'vitest';
import { productCreateSchema } from '../../../../lib/catalog-schemas.ts';
import type { Product } from './api.ts';
import { emptyGroup, emptyProduct, emptyVariant, fromProduct, toPayload } from './product-form-values.ts';

describe('product form values', () => {
  it('turns typed text into a body the shared schema accepts, variants taking over the stock', () => {
    const v = {
      ...emptyProduct(),
      name: 'Kanga',
      price: '15000',
      category: 'clothing_accessories' as const,
      stock: '9',
      variants: [{ ...emptyVariant('15000'), name: 'Red', stock: '4' }],
      addon_groups: [{ ...emptyGroup(), name: 'Wrap', options: [{ key: 'o', name: 'Gift', price: '500' }] }],
    };
    const body = toPayload(v);
    expect(body).toMatchObject({
      price: 15000,
      stock: 0,
      sku: null,
      variants: [{ name: 'Red', price: 15000, stock: 4, sku: null }],
      addon_groups: [{ min: 0, max: 1, options: [{ name: 'Gift', price: 500 }] }],
    });
    expect(productCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends a half-typed number as typed, so the server names the field', () => {
    const body = toPayload({ ...emptyProduct(), name: 'X', price: '12.5', category: 'media' });
    const parsed = productCreateSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['price']);
  });

  it('keeps the ids of existing variants when editing', () => {
    const product = {
      name: 'Juice',
      description: '',
      price: 3000,
      category: 'food_beverages',
      sku: null,
      status: 'active',
      track_inventory: true,
      stock: 6,
      low_stock_threshold: 2,
      variants: [{ id: 'v1', name: 'L', options: {}, price: 3500, stock: 6, sku: 'J-L' }],
      addon_groups: [],
    } as unknown as Product;
    expect(toPayload(fromProduct(product)).variants).toEqual([
      { id: 'v1', name: 'L', options: {}, price: 3500, cost_price: null, stock: 6, sku: 'J-L' },
    ]);
  });

  it('sends an empty cost price as null (cleared) and a typed one as a number', () => {
    const v = { ...emptyProduct(), name: 'X', price: '100', category: 'media' as const };
    expect(toPayload(v).cost_price).toBeNull();
    const body = toPayload({ ...v, cost_price: '60', variants: [{ ...emptyVariant('100'), name: 'A', cost: '55' }] });
    expect(body).toMatchObject({ cost_price: 60, variants: [{ cost_price: 55 }] });
    expect(productCreateSchema.safeParse(body).success).toBe(true);
  });
});
