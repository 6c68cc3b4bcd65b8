import type { Locale } from '../../i18n/locales.ts';

// The header's menu is data given by the caller (spec 2.3): a plain link, or a dropdown of
// titled links; either may carry a small tag label ("New", "Free").
export type MenuLink = { kind: 'link'; label: string; href: string; tag?: string };
export type MenuDropdownEntry = { title: string; href: string; description?: string; tag?: string };
export type MenuDropdown = { kind: 'dropdown'; label: string; tag?: string; items: MenuDropdownEntry[] };
export type MenuItem = MenuLink | MenuDropdown;

export type HeaderLabels = {
  home: string;
  mainNav: string;
  openMenu: string;
  login: string;
  getStarted: string;
  viewDashboard: string;
  language: string;
  en: string;
  sw: string;
};

export type SiteHeaderProps = {
  menu: MenuItem[];
  /** The page's own path, e.g. '/sw/pricing'. */
  currentPath: string;
  lang: Locale;
  homeHref: string;
  /** The same page in each language, for the language dropdown. */
  twins: Record<Locale, string>;
  labels: HeaderLabels;
};

export const LOGIN_HREF = '/dashboard?auth=Login';
export const SIGNUP_HREF = '/dashboard?auth=Signup';
export const DASHBOARD_HREF = '/dashboard';

const clean = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** '/sw/pricing' and '/sw/pricing/' are one page. */
export const samePath = (a: string, b: string): boolean => clean(a) === clean(b);

/** Active = the item's path equals the current path (a dropdown is active when one of its links is). */
export function isActive(item: MenuItem, currentPath: string): boolean {
  if (item.kind === 'link') return samePath(item.href, currentPath);
  return item.items.some((entry) => samePath(entry.href, currentPath));
}
