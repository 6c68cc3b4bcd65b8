/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  runToastTimer,
  swipeStyle,
  TOAST_DESCRIPTION_CLASSES,
  TOAST_TITLE_CLASSES,
  TOAST_VARIANT_CLASSES,
} from '../../ui/toast-look.ts';
import { $toasts, dismiss, TOAST_SWIPE_THRESHOLD, type ToastState } from '../../ui/toast-store.ts';

// The shared toast store (spec 4: at most 5, newest first, paused on hover or focus, closed after
// its duration, a swipe or Escape) drawn with Preact: the order page stays light on slow phones.

function ToastItem({ toast, closeLabel }: { toast: ToastState; closeLabel: string }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (paused || offset !== 0 || !Number.isFinite(toast.duration)) return;
    return runToastTimer(toast.id, remaining);
  }, [paused, offset, toast.duration, toast.id]);
  const end = (clientX: number, up: boolean) => {
    if (start.current === null) return;
    const delta = clientX - start.current;
    start.current = null;
    if (up && Math.abs(delta) >= TOAST_SWIPE_THRESHOLD) dismiss(toast.id);
    else setOffset(0);
  };
  return (
    <li
      tabIndex={0}
      role={toast.variant === 'danger' ? 'alert' : 'status'}
      data-variant={toast.variant}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${TOAST_VARIANT_CLASSES[toast.variant]}`}
      style={swipeStyle(offset)}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(e) => {
        if (!(e.target as Element).closest('button')) start.current = e.clientX;
      }}
      onPointerMove={(e) => start.current !== null && setOffset(e.clientX - start.current)}
      onPointerUp={(e) => end(e.clientX, true)}
      onPointerCancel={(e) => end(e.clientX, false)}
      onKeyDown={(e) => e.key === 'Escape' && dismiss(toast.id)}
    >
      <div className="min-w-0 flex-1">
        {toast.title && <p className={TOAST_TITLE_CLASSES}>{toast.title}</p>}
        {toast.description && <p className={TOAST_DESCRIPTION_CLASSES}>{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-md text-lg leading-none opacity-70 hover:opacity-100"
        onClick={() => dismiss(toast.id)}
      >
        ×
      </button>
    </li>
  );
}

export function Toaster({ closeLabel }: { closeLabel: string }) {
  const [toasts, setToasts] = useState<readonly ToastState[]>($toasts.get());
  useEffect(() => $toasts.listen(setToasts), []);
  return (
    // Below the row of the language switch (top-14), which a toast must not cover on a phone.
    <ol
      aria-live="polite"
      className="pointer-events-none fixed top-14 left-1/2 z-50 flex w-full max-w-sm -translate-x-1/2 flex-col gap-2 p-3"
    >
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
        ))}
    </ol>
  );
}
