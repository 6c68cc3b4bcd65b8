import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productSetsQuery } from './features/chatflow/api.ts';
import {
  customerSearchQuery,
  posSettingsQuery as receiptSettingsQuery,
  productDetailQuery,
  productSearchQuery,
} from './features/orders/api.ts';
import { posProductQuery, posProductsQuery, posSettingsQuery } from './features/pos/api.ts';
import { customerKeys, posSettingsKeys, productKeys, productSetKeys } from './lib/query-keys.ts';

// What one feature caches of another's resource must be reached when the owner invalidates it
// (an edited product refreshes the order form's and the till's copies), so it is keyed by the owner's factory.
const id = '7d0f3f5e-3b7a-4c55-9a57-0a3c7f1b2d11';

function invalidatedBy(key: readonly unknown[], owner: readonly unknown[]): boolean {
  const client = new QueryClient();
  client.setQueryData(key, {});
  void client.invalidateQueries({ queryKey: owner, refetchType: 'none' });
  return client.getQueryState(key)!.isInvalidated;
}

describe('query keys across features', () => {
  it.each([
    ['the order form’s product', productDetailQuery(id).queryKey, productKeys.detail(id)],
    ['the till’s product', posProductQuery(id).queryKey, productKeys.detail(id)],
    ['the order form’s product search', productSearchQuery('kanga').queryKey, productKeys.lists()],
    ['the till’s product list', posProductsQuery('kanga').queryKey, productKeys.lists()],
    ['the order form’s customer search', customerSearchQuery('neema').queryKey, customerKeys.lists()],
    ['the flow builder’s product sets', productSetsQuery().queryKey, productSetKeys.lists()],
    ['the receipt’s POS settings', receiptSettingsQuery().queryKey, posSettingsKeys.all],
    ['the till’s POS settings', posSettingsQuery().queryKey, posSettingsKeys.all],
  ])('%s is refreshed by the owner’s invalidation', (_name, key, owner) => {
    expect(invalidatedBy(key, owner)).toBe(true);
  });
});
