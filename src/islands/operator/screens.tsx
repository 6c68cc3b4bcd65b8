import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { labelOf } from './lib/use-operator-t.ts';
import { operatorKycDicts } from './kyc/use-kyc-t.ts';
import { moneyNavLabel } from './money/use-operator-money-t.ts';

/**
 * The console's screens, one entry each: the shell builds its navigation and its routes from this
 * list, so a screen built elsewhere (the KYC queue in ./kyc, the money screens in ./money) joins
 * with one line here. `path` is under /operator; `label` is the nav's words in both languages.
 */
export type OperatorScreen = {
  path: string;
  label: { en: string; sw: string };
  page: LazyExoticComponent<ComponentType> | ComponentType;
};

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

export const operatorScreens: OperatorScreen[] = [
  { path: 'shops', label: labelOf('navShops'), page: named(() => import('./shops/shops-page.tsx'), 'ShopsPage') },
  {
    path: 'directory',
    label: labelOf('navDirectory'),
    page: named(() => import('./shops/directory-page.tsx'), 'DirectoryPage'),
  },
  {
    path: 'messages',
    label: labelOf('navContact'),
    page: named(() => import('./contact/contact-page.tsx'), 'ContactPage'),
  },
  {
    path: 'kyc',
    label: { en: operatorKycDicts.en.queueTitle, sw: operatorKycDicts.sw.queueTitle },
    page: named(() => import('./kyc/kyc-screens.tsx'), 'KycScreens'),
  },
  {
    path: 'money/payouts',
    label: moneyNavLabel('navPayouts'),
    page: named(() => import('./money/payouts-screen.tsx'), 'PayoutsScreen'),
  },
  {
    path: 'money/fee',
    label: moneyNavLabel('navFee'),
    page: named(() => import('./money/platform-fee-screen.tsx'), 'PlatformFeeScreen'),
  },
  {
    path: 'money/figures',
    label: moneyNavLabel('navFigures'),
    page: named(() => import('./money/figures-screen.tsx'), 'FiguresScreen'),
  },
  { path: 'audit', label: labelOf('navAudit'), page: named(() => import('./audit/audit-page.tsx'), 'AuditPage') },
];

/** Where /operator itself leads. */
export const FIRST_SCREEN = operatorScreens[0]!.path;
