import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import { isUuid } from '../../../lib/ids.ts';
import type { SellableProduct } from '../shop-ports.ts';
import { sellableProduct, sellableProducts } from '../catalogue-cache.ts';
import { chatMoney } from '../money.ts';
import { botTexts } from '../bot-texts.ts';
import { choiceMessage } from '../choices.ts';
import { clip, interpolate } from '../interpolate.ts';
import type { BasketLine, BrowseState, Executor, Inbound, RunContext, Step } from '../engine-types.ts';

type ShowProducts = NodeOf<'show_products'>;

const MAX_QUANTITY = 99;
const MAX_LINES = 30;
/** Interactive ids: s:<node>:<what>, e.g. s:products:p:<product id>, s:products:q:2. */
const sid = (node: ShowProducts, what: string) => `s:${node.id}:${what}`;

const money = (ctx: RunContext, amount: number) => chatMoney(amount, ctx.shop.currency);
const inStock = (trackInventory: boolean, stock: number) => !trackInventory || stock > 0;

const catalogue = (ctx: RunContext, node: ShowProducts) =>
  sellableProducts(ctx.shopPorts, ctx.db, ctx.shop.id, node.data.product_set_id);
// A tapped id is the customer's to forge: one that is not a UUID names no product.
const loadProduct = async (ctx: RunContext, id: string | undefined) =>
  isUuid(id) ? sellableProduct(ctx.shopPorts, ctx.db, ctx.shop.id, id) : null;

const sellableVariants = (p: SellableProduct) => p.variants.filter((v) => inStock(p.track_inventory, v.stock));
const basketCount = (ctx: RunContext) => ctx.state.basket.reduce((n, l) => n + l.quantity, 0);

function browse(ctx: RunContext, next: BrowseState): void {
  ctx.state.browse = next;
}

async function showList(node: ShowProducts, ctx: RunContext, page: number): Promise<Step> {
  const items = await catalogue(ctx, node);
  if (items.length === 0) {
    ctx.say({ send_message: { text: ctx.text(botTexts.noProducts) } });
    return ctx.state.basket.length ? showBasket(node, ctx) : { kind: 'end' };
  }
  browse(ctx, { step: 'list', page });
  const extraRows = ctx.state.basket.length
    ? [{ id: sid(node, 'basket'), title: `${ctx.text(botTexts.viewBasketRow)} (${basketCount(ctx)})` }]
    : [];
  ctx.say(
    choiceMessage(ctx, {
      body: ctx.text(node.data.text),
      items: items.map((p) => ({ id: sid(node, `p:${p.id}`), title: p.name, description: money(ctx, p.price) })),
      extraRows,
      page,
      moreId: (next) => sid(node, `more:${next}`),
      sectionTitle: ctx.text(botTexts.products),
    }),
  );
  return { kind: 'wait' };
}

async function showProduct(node: ShowProducts, ctx: RunContext, productId: string): Promise<Step> {
  const product = await loadProduct(ctx, productId);
  const page = ctx.state.browse?.page ?? 0;
  if (!product || !inStock(product.track_inventory, product.stock)) {
    ctx.say({ send_message: { text: ctx.text(botTexts.productGone) } });
    return showList(node, ctx, page);
  }
  const image = product.images[0];
  if (image) ctx.say({ send_images: [{ link: `${ctx.env.appUrl}${image.url}`, caption: product.name }] });
  const variants = sellableVariants(product);
  const price = variants.length ? Math.min(...variants.map((v) => v.price)) : product.price;
  const details = [
    `*${product.name}*`,
    money(ctx, price),
    product.description ? `\n${clip(product.description, 700)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const back = { id: sid(node, 'list'), title: ctx.text(botTexts.backToList) };
  if (variants.length) {
    browse(ctx, { step: 'variant', page, product_id: product.id });
    ctx.say(
      choiceMessage(ctx, {
        body: `${details}\n\n${ctx.text(botTexts.chooseVariant)}`,
        items: variants.map((v) => ({ id: sid(node, `v:${v.id}`), title: v.name, description: money(ctx, v.price) })),
        extraRows: [back],
        moreId: () => sid(node, `p:${product.id}`),
      }),
    );
    return { kind: 'wait' };
  }
  browse(ctx, { step: 'product', page, product_id: product.id });
  const items = [{ id: sid(node, 'add'), title: ctx.text(botTexts.addToBasket) }, back];
  if (ctx.state.basket.length) items.push({ id: sid(node, 'basket'), title: ctx.text(botTexts.viewBasket) });
  ctx.say(choiceMessage(ctx, { body: details, items, moreId: () => sid(node, 'list') }));
  return { kind: 'wait' };
}

/** After the product (and variant): one question per add-on group, then the quantity. */
async function nextAfterChoice(
  node: ShowProducts,
  ctx: RunContext,
  product: SellableProduct,
  state: BrowseState,
): Promise<Step> {
  const groupIndex = state.addon_group ?? 0;
  const group = product.addon_groups[groupIndex];
  if (!group || group.options.length === 0) {
    if (group) return nextAfterChoice(node, ctx, product, { ...state, addon_group: groupIndex + 1 });
    browse(ctx, { ...state, step: 'quantity' });
    ctx.say(
      choiceMessage(ctx, {
        body: ctx.text(botTexts.quantity),
        items: [1, 2, 3].map((n) => ({ id: sid(node, `q:${n}`), title: String(n) })),
        moreId: () => sid(node, 'list'),
      }),
    );
    return { kind: 'wait' };
  }
  browse(ctx, { ...state, step: 'addon', addon_group: groupIndex });
  const items = group.options.map((o) => ({
    id: sid(node, `a:${o.id}`),
    title: o.name,
    ...(o.price > 0 && { description: `+ ${money(ctx, o.price)}` }),
  }));
  const optional = !group.required && group.min === 0;
  ctx.say(
    choiceMessage(ctx, {
      body: interpolate(botTexts.chooseAddon[ctx.lang], { group: group.name }),
      items,
      extraRows: optional ? [{ id: sid(node, 'a:none'), title: ctx.text(botTexts.noAddon) }] : [],
      moreId: () => sid(node, `a:page`),
      sectionTitle: group.name,
    }),
  );
  return { kind: 'wait' };
}

function addLine(ctx: RunContext, product: SellableProduct, state: BrowseState, quantity: number): void {
  const variant = product.variants.find((v) => v.id === state.variant_id) ?? null;
  const addonIds = [...(state.addon_option_ids ?? [])].sort();
  const options = product.addon_groups.flatMap((g) => g.options).filter((o) => addonIds.includes(o.id));
  const name = [product.name + (variant ? ` (${variant.name})` : ''), ...options.map((o) => o.name)].join(' + ');
  const unit = (variant?.price ?? product.price) + options.reduce((sum, o) => sum + o.price, 0);
  const same = ctx.state.basket.find(
    (l) =>
      l.product_id === product.id &&
      l.variant_id === (variant?.id ?? null) &&
      l.addon_option_ids.join() === addonIds.join(),
  );
  if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + quantity);
  else if (ctx.state.basket.length < MAX_LINES) {
    const line: BasketLine = {
      product_id: product.id,
      variant_id: variant?.id ?? null,
      addon_option_ids: addonIds,
      quantity,
      name,
      unit_price: unit,
    };
    ctx.state.basket.push(line);
  }
}

function showBasket(node: ShowProducts, ctx: RunContext, first?: string): Step {
  const basket = ctx.state.basket;
  if (basket.length === 0) {
    ctx.say({ send_message: { text: ctx.text(botTexts.basketEmpty) } });
    return { kind: 'end' };
  }
  const total = basket.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const lines = basket.map((l) => `${l.quantity} × ${l.name} — ${money(ctx, l.unit_price * l.quantity)}`);
  browse(ctx, { step: 'basket', page: ctx.state.browse?.page ?? 0 });
  ctx.say(
    choiceMessage(ctx, {
      body: [
        first,
        ctx.text(botTexts.basketTitle),
        ...lines,
        interpolate(botTexts.basketTotal[ctx.lang], { total: money(ctx, total) }),
      ]
        .filter(Boolean)
        .join('\n'),
      items: [
        { id: sid(node, 'checkout'), title: ctx.text(botTexts.checkout) },
        { id: sid(node, 'addmore'), title: ctx.text(botTexts.addMore) },
        { id: sid(node, 'empty'), title: ctx.text(botTexts.emptyBasket) },
      ],
      moreId: () => sid(node, 'basket'),
    }),
  );
  return { kind: 'wait' };
}

/** Says the retry text and shows the current step again. */
async function retry(node: ShowProducts, ctx: RunContext, text: string): Promise<Step> {
  ctx.say({ send_message: { text } });
  const state = ctx.state.browse ?? { step: 'list', page: 0 };
  if (state.step === 'basket') showBasket(node, ctx);
  else if (state.step === 'list' || !state.product_id) await showList(node, ctx, state.page);
  else if (state.step === 'product' || state.step === 'variant') await showProduct(node, ctx, state.product_id);
  else {
    const product = await loadProduct(ctx, state.product_id);
    if (!product) await showList(node, ctx, state.page);
    else await nextAfterChoice(node, ctx, product, state);
  }
  return { kind: 'retry' };
}

async function answer(node: ShowProducts, ctx: RunContext, input: Inbound): Promise<Step> {
  const state = ctx.state.browse ?? { step: 'list' as const, page: 0 };
  const prefix = `s:${node.id}:`;
  if (!input.id?.startsWith(prefix)) {
    const typed = input.content.kind === 'text' ? input.text.trim() : '';
    if (state.step === 'quantity' && /^\d{1,3}$/.test(typed)) return answerWith(node, ctx, state, `q:${Number(typed)}`);
    // A product named in words (e.g. "pilau") opens it when exactly one product fits.
    if (typed.length >= 3) {
      const fits = (await catalogue(ctx, node)).filter((p) => p.name.toLowerCase().includes(typed.toLowerCase()));
      if (fits.length === 1) return showProduct(node, ctx, fits[0]!.id);
    }
    if (state.step === 'quantity' && /^-?\d+$/.test(typed)) return retry(node, ctx, ctx.text(botTexts.quantityRange));
    // Anything else (a word we do not know, a sticker, a photo) gets the same step again, basket kept.
    return retry(node, ctx, ctx.text(botTexts.pickOption));
  }
  return answerWith(node, ctx, state, input.id.slice(prefix.length));
}

async function answerWith(node: ShowProducts, ctx: RunContext, state: BrowseState, what: string): Promise<Step> {
  const [verb, arg = ''] = [
    what.slice(0, what.indexOf(':') === -1 ? what.length : what.indexOf(':')),
    what.includes(':') ? what.slice(what.indexOf(':') + 1) : '',
  ];
  switch (verb) {
    case 'more':
      return showList(node, ctx, Number(arg) || 0);
    case 'list':
      return showList(node, ctx, state.page);
    case 'addmore':
      return showList(node, ctx, 0);
    case 'p':
      return showProduct(node, ctx, arg);
    case 'basket':
      return showBasket(node, ctx);
    case 'empty':
      ctx.state.basket = [];
      ctx.say({ send_message: { text: ctx.text(botTexts.basketEmptied) } });
      return showList(node, ctx, 0);
    case 'checkout':
      if (ctx.state.basket.length === 0) return showBasket(node, ctx);
      delete ctx.state.browse;
      return { kind: 'next', handle: 'next' };
  }
  const product = await loadProduct(ctx, state.product_id);
  if (!product) {
    ctx.say({ send_message: { text: ctx.text(botTexts.productGone) } });
    return showList(node, ctx, state.page);
  }
  if (verb === 'add' && product.variants.length === 0)
    return nextAfterChoice(node, ctx, product, { ...state, variant_id: null, addon_group: 0, addon_option_ids: [] });
  if (verb === 'v') {
    const variant = sellableVariants(product).find((v) => v.id === arg);
    if (!variant) return retry(node, ctx, ctx.text(botTexts.productGone));
    return nextAfterChoice(node, ctx, product, {
      ...state,
      variant_id: variant.id,
      addon_group: 0,
      addon_option_ids: [],
    });
  }
  if (verb === 'a' && state.step === 'addon') {
    const group = product.addon_groups[state.addon_group ?? 0];
    const option = group?.options.find((o) => o.id === arg);
    if (!group || (!option && (arg !== 'none' || group.required || group.min > 0)))
      return retry(node, ctx, ctx.text(botTexts.retry));
    const chosen = option ? [...(state.addon_option_ids ?? []), option.id] : (state.addon_option_ids ?? []);
    return nextAfterChoice(node, ctx, product, {
      ...state,
      addon_group: (state.addon_group ?? 0) + 1,
      addon_option_ids: chosen,
    });
  }
  if (verb === 'q' && state.step === 'quantity') {
    const quantity = Number(arg);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
      return retry(node, ctx, ctx.text(botTexts.quantityRange));
    addLine(ctx, product, state, quantity);
    return showBasket(node, ctx, ctx.text(botTexts.added));
  }
  return retry(node, ctx, ctx.text(botTexts.retry));
}

/** The catalogue in the chat: list → product → variant → add-ons → quantity → basket; 'next' on checkout. */
export const showProducts: Executor<ShowProducts> = {
  enter: (node, ctx) => showList(node, ctx, 0),
  answer,
};
