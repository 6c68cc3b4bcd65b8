import { useCallback, useRef, useState } from 'react';
import { AuthButtons, DropdownEntry, Dropdown, LanguageMenu, Tag } from './header-parts.tsx';
import { isActive, type MenuItem, type SiteHeaderProps } from './menu.ts';
import { scrollToTop, useDismiss, useScrolled, useScrollTopOnPathChange, useSignedIn } from './use-header-state.ts';

// Marketing header (spec 2.3). Rendered to HTML by Astro and hydrated on idle: every link is a
// plain <a>, so the menu works before and without JavaScript.

const clean = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
const NAV_LINK = 'flex h-10 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-medium hover:bg-brand-50 [&::-webkit-details-marker]:hidden';

export function SiteHeader({ menu, currentPath, lang, homeHref, twins, labels }: SiteHeaderProps) {
  const scrolled = useScrolled();
  const signedIn = useSignedIn();
  useScrollTopOnPathChange();
  // One open dropdown at a time: 'mobile', 'lang' or a desktop dropdown's label.
  const [openKey, setOpenKey] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpenKey(null), []);
  useDismiss(openKey !== null, close, rootRef);

  const toggle = (key: string) => ({
    open: openKey === key,
    onToggle: (open: boolean) => setOpenKey((current) => (open ? key : current === key ? null : current)),
  });

  // After a pick the dropdown closes; picking the page already shown scrolls it to the top.
  const onPick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    setOpenKey(null);
    const target = new URL(event.currentTarget.href, window.location.href);
    if (clean(target.pathname) === clean(window.location.pathname) && !target.search && !target.hash) {
      event.preventDefault();
      scrollToTop();
    }
  };

  const here = clean(currentPath);
  const mobile = toggle('mobile');
  const desktopItem = (item: MenuItem) => {
    const active = isActive(item, currentPath);
    if (item.kind === 'link') {
      return (
        <a href={item.href} onClick={onPick} aria-current={active ? 'page' : undefined} data-active={active || undefined}
          className={`${NAV_LINK} ${active ? 'font-semibold text-brand-700' : 'text-ink'}`}>
          {item.label}
          {item.tag ? <Tag>{item.tag}</Tag> : null}
        </a>
      );
    }
    return (
      <Dropdown label={item.label} tag={item.tag} active={active} {...toggle(item.label)}
        summaryClass={`${NAV_LINK} gap-1 ${active ? 'font-semibold' : 'text-ink'}`}
        panelClass="absolute left-0 top-full mt-2 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        {item.items.map((entry) => (
          <DropdownEntry key={entry.href} entry={entry} current={clean(entry.href) === here} onPick={onPick} />
        ))}
      </Dropdown>
    );
  };

  const mobileItem = (item: MenuItem) => {
    if (item.kind === 'link') {
      const active = isActive(item, currentPath);
      return (
        <a href={item.href} onClick={onPick} aria-current={active ? 'page' : undefined} data-active={active || undefined}
          className={`flex items-center rounded-lg px-3 py-3 text-base hover:bg-brand-50 ${active ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink'}`}>
          {item.label}
          {item.tag ? <Tag>{item.tag}</Tag> : null}
        </a>
      );
    }
    return (
      <div>
        <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{item.label}</p>
        {item.items.map((entry) => (
          <DropdownEntry key={entry.href} entry={entry} current={clean(entry.href) === here} onPick={onPick} />
        ))}
      </div>
    );
  };

  return (
    <header ref={rootRef} data-testid="site-header" data-scrolled={scrolled ? 'true' : 'false'} className="fixed inset-x-0 top-0 z-50 h-20">
      {/* The bar slides in once the page has scrolled past 35px. */}
      <div aria-hidden="true"
        className={`absolute inset-0 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur transition-transform duration-300 motion-reduce:transition-none ${scrolled ? 'translate-y-0' : '-translate-y-full'}`} />
      <div className="relative mx-auto flex h-full max-w-6xl items-center gap-2 px-4">
        <a href={homeHref} className="mr-auto flex items-center gap-2 rounded-lg text-lg font-bold text-ink min-[993px]:mr-4" aria-label={labels.home}>
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8"><rect width="32" height="32" rx="8" fill="#1f62c7" /><path fill="#fff" d="M8 10h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-9l-5 4v-4H8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2Z" /></svg>
          <span>Duka Chat</span>
        </a>
        <nav aria-label={labels.mainNav} className="mr-auto hidden items-center gap-1 min-[993px]:flex">
          <ul className="flex items-center gap-1">
            {menu.map((item) => <li key={item.label}>{desktopItem(item)}</li>)}
          </ul>
        </nav>
        <LanguageMenu lang={lang} twins={twins} labels={labels} {...toggle('lang')} />
        <div className="hidden min-[993px]:block"><AuthButtons signedIn={signedIn} labels={labels} /></div>
        <details className="group min-[993px]:hidden" data-testid="mobile-menu" open={mobile.open} onToggle={(e) => mobile.onToggle(e.currentTarget.open)}>
          <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <span className="sr-only">{labels.openMenu}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
              <path className="group-open:hidden" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-open:block" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            </svg>
          </summary>
          <nav aria-label={labels.mainNav} className="absolute inset-x-0 top-20 max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg">
            <ul className="grid gap-0.5">
              {menu.map((item) => <li key={item.label}>{mobileItem(item)}</li>)}
            </ul>
            <div className="mt-4 border-t border-slate-200 pt-4"><AuthButtons signedIn={signedIn} labels={labels} stacked /></div>
          </nav>
        </details>
      </div>
    </header>
  );
}
