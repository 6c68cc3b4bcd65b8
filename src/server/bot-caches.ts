import { clearCatalogueCache, forgetShopCatalogue } from './chatbot/catalogue-cache.ts';
import { clearFlowCache, forgetPublishedVersion } from './chatbot/flow-store.ts';
import { clearShopInfoCache, forgetShopInfo } from './chatbot/shop-info.ts';
import { registerShopCache, type ShopCache } from './http/cache-sync.ts';
import { clearCodeNames, forgetShopCodeNames } from './modules/discounts/index.ts';

/** The bot's per-process caches of a shop, forgotten when any process changes the shop (http/cache-sync.ts). */
const botCaches: ShopCache = {
  forgetShop: async (shopId) => {
    forgetPublishedVersion(shopId);
    forgetShopCodeNames(shopId);
    await Promise.all([forgetShopInfo(shopId), forgetShopCatalogue(shopId)]);
  },
  clear: () => {
    clearShopInfoCache();
    clearCatalogueCache();
    clearFlowCache();
    clearCodeNames();
  },
};

/** Once at start-up (runtime.ts, the tests' harness); registering again changes nothing. */
export function registerBotCaches(): void {
  registerShopCache(botCaches);
}
