import type { ShopPorts } from './chatbot/shop-ports.ts';
import type { Env } from './env.ts';
import { customerFacts, customerIdByPhone, findOrCreateCustomer } from './modules/customers/customer.service.ts';
import { optOutFromChat } from './modules/consent/consent.service.ts';
import { checkoutLinkFor } from './modules/order-link/checkout-link.ts';
import { latestOrders } from './modules/orders/order-query.service.ts';
import { payNowLink } from './flows/payments/pay-now-link.ts';
import { sellableSetProducts } from './modules/product-sets/product-set.service.ts';
import { activeProduct } from './modules/products/product-dto.ts';
import { codeInChat } from './modules/discounts/index.ts';
import { messageFor } from './http/messages.ts';
import { knowledgePorts } from './knowledge-ports.ts';

/** The modules behind the bot's ShopPorts: made once at start-up (runtime.ts, the tests' harness). */
export function createShopPorts(env: Pick<Env, 'storeUrl' | 'secretKey'>): ShopPorts {
  const linkEnv = { storeUrl: env.storeUrl, secretKey: env.secretKey };
  return {
    sellableProducts: sellableSetProducts,
    sellableProduct: activeProduct,
    customerFacts,
    customerIdByPhone,
    latestOrders,
    customerOfPhone: findOrCreateCustomer,
    checkoutLink: (request, now) => checkoutLinkFor(linkEnv, request, now),
    payNowLink: (db, shopId, orderId, now) => payNowLink(db, linkEnv, shopId, orderId, now),
    optOut: optOutFromChat,
    discountCodeInChat: async (db, shopId, words, customerId, language) => {
      const found = await codeInChat(db, shopId, words, customerId);
      if (!found) return null;
      if ('refused' in found)
        return { ok: false, message: messageFor(found.refused.code, language, found.refused.params) };
      const { code, kind, value, minOrder } = found.claim;
      return { ok: true, code, kind, value, minOrder };
    },
    ...knowledgePorts(env),
  };
}
