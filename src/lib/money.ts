// Money is whole shillings (TZS has no minor unit), as integers end to end (DESIGN.md).

/**
 * The largest order total the shop can take: ten trillion shillings, far beyond any real sale and
 * far below 2^53, so a total is always exact as a JavaScript number and fits its bigint column.
 * A basket that adds up to more is refused with a clear message instead of overflowing.
 */
export const MAX_ORDER_TOTAL = 10_000_000_000_000;
