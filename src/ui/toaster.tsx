import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { ToastCard } from './toast-card.tsx';
import { $toasts, TOAST_HOTKEY, TOAST_POSITIONS, type ToastPosition } from './toast-store.ts';
import { useUiT } from './use-ui-t.ts';

// Mount once per app. Every position has its own viewport, always present (empty ones take no
// room and let clicks through), so the polite live regions exist before a toast is added and
// screen readers announce it. F8 moves focus to the region; Tab then reaches the toasts.

/** Above the modal (200000), so a toast raised from inside a modal is visible. */
export const TOAST_Z_INDEX = 200_100;

const VIEWPORT_CLASSES: Record<ToastPosition, string> = {
  top: 'top-0 left-1/2 -translate-x-1/2 flex-col',
  'top-left': 'top-0 left-0 flex-col',
  'top-right': 'top-0 right-0 flex-col',
  bottom: 'bottom-0 left-1/2 -translate-x-1/2 flex-col-reverse',
  'bottom-left': 'bottom-0 left-0 flex-col-reverse',
  'bottom-right': 'bottom-0 right-0 flex-col-reverse',
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

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('notifications', { hotkey: TOAST_HOTKEY })}
      className="outline-none"
    >
      {TOAST_POSITIONS.map((position) => (
        <ol
          key={position}
          data-position={position}
          aria-live="polite"
          aria-relevant="additions text"
          className={`pointer-events-none fixed flex w-full max-w-sm gap-2 p-3 sm:p-4 ${VIEWPORT_CLASSES[position]}`}
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
