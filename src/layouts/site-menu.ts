import type { Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/routes.ts';
import { siteT } from '../i18n/site-t.ts';
import type { HeaderLabels, MenuItem } from '../islands/site-header/menu.ts';

// The public menu of spec 2.3 (shops, pricing, resources with QR Code and For Developers,
// about, contact), localised: the header island receives it ready to render.
export function siteMenu(lang: Locale): MenuItem[] {
  const t = siteT(lang);
  const to = (path: string) => localizePath(path, lang);
  return [
    { kind: 'link', label: t('shopsLink'), href: to('/shops') },
    { kind: 'link', label: t('pricingLink'), href: to('/pricing') },
    {
      kind: 'dropdown',
      label: t('resourcesLink'),
      items: [
        { title: t('resourcesOverview'), href: to('/resources'), description: t('resourcesOverviewDesc') },
        { title: t('qrCodeLink'), href: to('/qr-code'), description: t('qrCodeDesc'), tag: t('freeTag') },
        { title: t('developersLink'), href: to('/for-developers'), description: t('developersDesc') },
      ],
    },
    { kind: 'link', label: t('aboutLink'), href: to('/about') },
    { kind: 'link', label: t('contactLink'), href: to('/contact-us') },
  ];
}

export function headerLabels(lang: Locale): HeaderLabels {
  const t = siteT(lang);
  return {
    home: `${t('siteName')} — ${t('homeLink')}`,
    mainNav: t('mainNav'),
    openMenu: t('openMenu'),
    login: t('loginLink'),
    getStarted: t('getStarted'),
    viewDashboard: t('viewDashboard'),
    language: t('languageLabel'),
    en: t('languageEn'),
    sw: t('languageSw'),
  };
}
