import { ShopList } from './shop-list.tsx';

/** /operator/directory: the public directory's listings; hide one (with a reason) or show it again. */
export function DirectoryPage() {
  return <ShopList mode="directory" />;
}
