import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { labelOf } from './lib/use-operator-t.ts';

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
  { path: 'audit', label: labelOf('navAudit'), page: named(() => import('./audit/audit-page.tsx'), 'AuditPage') },
  // At merge: the KYC queue (./kyc) and the money screens (./money), one line each.
];

/** Where /operator itself leads. */
export const FIRST_SCREEN = operatorScreens[0]!.path;
