// Which paths the API answers and which deep links get an app shell: shared by the production
// server and the dev integration so that both route alike.
// '/o/': the opt-out page of campaign messages (modules/consent), a small page the server renders;
// '/c/': a campaign message's personal link (flows/campaign-send), which records the click and redirects.
const API_PREFIXES = ['/api/', '/plugin/', '/webhooks/', '/media/', '/o/', '/c/'];
const API_EXACT = ['/healthz', '/widget.js'];

export function isApiPath(pathname: string): boolean {
  return API_EXACT.includes(pathname) || API_PREFIXES.some((p) => pathname.startsWith(p));
}

// The back-office app owns its sign-in pages too (spec 2.2), so they share its shell.
const DASHBOARD_SHELL_PREFIXES = ['/dashboard', '/login', '/invite', '/forgot-password', '/reset-password'];

export function spaShellFor(pathname: string): string | null {
  const matches = (prefix: string) => pathname === prefix || pathname.startsWith(prefix + '/');
  if (matches('/cart')) return '/cart/';
  if (DASHBOARD_SHELL_PREFIXES.some(matches)) return '/dashboard/';
  // The operators' console (issue 29): its own app. The server answers its page only to operators
  // and to visitors (who are sent to sign in); anyone else signed in gets the 404 page (app.ts).
  if (matches('/operator')) return '/operator/';
  return null;
}
