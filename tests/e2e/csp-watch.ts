import type { Page } from '@playwright/test';

/** Collects the page's CSP violations (and console errors about the policy) from its first script on. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const console: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && console.push(m.text()),
  );
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? [])),
    ...console,
  ];
}
