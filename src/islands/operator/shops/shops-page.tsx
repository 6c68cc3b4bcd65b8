import { ShopList } from './shop-list.tsx';

/** /operator/shops: every shop, searchable; suspend and reinstate, hide from the directory. */
export function ShopsPage() {
  return <ShopList mode="shops" />;
}
