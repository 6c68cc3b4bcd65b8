// A bar fixed or stuck to the bottom of a phone's screen (a Save button, a POS total) carries this
// attribute; toasts on a phone sit above it so they never cover its action.
export const FIXED_BAR = { 'data-fixed-bar': '' } as const;

/** How high the marked bars at the bottom edge of the viewport reach, in px (0 when none is there). */
export function fixedBarHeight(doc: Document = document): number {
  const bottom = doc.documentElement.clientHeight;
  let height = 0;
  for (const bar of doc.querySelectorAll('[data-fixed-bar]')) {
    const box = bar.getBoundingClientRect();
    // Hidden (display: none on a wide screen), or stuck further up the page: nothing to avoid.
    if (box.height === 0 || box.bottom < bottom - 1 || box.top >= bottom) continue;
    height = Math.max(height, bottom - box.top);
  }
  return height;
}

/** Whether a modal dialog is open (on a phone it is a sheet at the bottom, its buttons there). */
export function openSheet(doc: Document = document): boolean {
  return doc.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}
