// Styles made at run time, given as a constructed stylesheet: a Content-Security-Policy governs
// <style> elements and style="" attributes, not the CSSOM, so they apply under a strict policy
// (our pages' hashed style-src-elem, a merchant's site that allows no inline style for widget.js).
// Browsers without constructed stylesheets (Safari before 16.4) get a <style> element instead.
const adopted = new WeakMap<Document | ShadowRoot, Set<string>>();

export function adoptStyles(root: Document | ShadowRoot, css: string): void {
  const done = adopted.get(root) ?? new Set<string>();
  if (done.has(css)) return;
  done.add(css);
  adopted.set(root, done);
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  (root instanceof Document ? root.head : root).append(style);
}
