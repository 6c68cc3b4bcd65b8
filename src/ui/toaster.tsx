import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { fixedBarHeight, openSheet } from './fixed-bar.ts';
import { ToastCard } from './toast-card.tsx';
import { $toasts, TOAST_HOTKEY, TOAST_POSITIONS, type ToastPosition } from './toast-store.ts';
import { useUiT } from './use-ui-t.ts';

// Mount once per app. Every position has its own viewport, always present (empty ones take no
// room and let clicks through), so the polite live regions exist before a toast is added and
// screen readers announce it. F8 moves focus to the region; Tab then reaches the toasts.
//
// On a phone (below `sm`) every position is one stack at the bottom, full width and above any
// marked fixed bar: at the top a toast covered the page title and its actions (Print, Edit…).

/** Above the modal (200000), so a toast raised from inside a modal is visible. */
export const TOAST_Z_INDEX = 200_100;

const VIEWPORT_CLASSES: Record<ToastPosition, string> = {
  top: 'sm:top-0 sm:left-1/2 sm:-translate-x-1/2 sm:flex-col',
  'top-left': 'sm:top-0 sm:left-0 sm:flex-col',
  'top-right': 'sm:top-0 sm:right-0 sm:flex-col',
  bottom: 'sm:bottom-0 sm:left-1/2 sm:-translate-x-1/2 sm:flex-col-reverse',
  'bottom-left': 'sm:bottom-0 sm:left-0 sm:flex-col-reverse',
  'bottom-right': 'sm:bottom-0 sm:right-0 sm:flex-col-reverse',
};

export function Toaster() {
  const t = useUiT();
  const toasts = useStore($toasts);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY && event.code !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Measured when a toast shows or goes, not on every scroll: a toast lives a few seconds.
  // On a phone a modal opens as a sheet from the bottom, with its buttons there: toasts go to the
  // top while one is open.
  useLayoutEffect(() => {
    region.current?.style.setProperty('--fixed-bar-height', `${fixedBarHeight()}px`);
    region.current?.toggleAttribute('data-over-sheet', openSheet());
  }, [toasts]);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('notifications', { hotkey: TOAST_HOTKEY })}
      className="outline-none max-sm:pointer-events-none max-sm:fixed max-sm:inset-x-0 max-sm:bottom-[var(--fixed-bar-height,0px)] max-sm:flex max-sm:flex-col max-sm:px-3 max-sm:pb-3 max-sm:data-over-sheet:top-0 max-sm:data-over-sheet:bottom-auto max-sm:data-over-sheet:pt-3"
      style={{ zIndex: TOAST_Z_INDEX }}
    >
      {TOAST_POSITIONS.map((position) => (
        <ol
          key={position}
          data-position={position}
          aria-live="polite"
          aria-relevant="additions text"
          className={`pointer-events-none flex w-full gap-2 max-sm:flex-col-reverse max-sm:not-empty:pt-2 sm:fixed sm:max-w-sm sm:p-4 ${VIEWPORT_CLASSES[position]}`}
          style={{ zIndex: TOAST_Z_INDEX }}
        >
          {toasts
            .filter((toast) => toast.open && toast.position === position)
            .map((toast) => (
              <ToastCard key={toast.id} toast={toast} />
            ))}
        </ol>
      ))}
    </section>
  );
}
