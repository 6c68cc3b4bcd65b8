/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { $toasts, dismiss, TOAST_SWIPE_THRESHOLD, type ToastState } from '../../ui/toast-store.ts';

// The shared toast store (spec 4: at most 5, newest first, paused on hover or focus, closed after
// its duration, a swipe or Escape) drawn with Preact: the order page stays light on slow phones.

const VARIANTS = {
  default: 'border-slate-200 bg-white text-ink',
  success: 'border-green-200 bg-green-50 text-green-900',
  danger: 'border-red-700 bg-red-600 text-white',
} as const;

function ToastItem({ toast, closeLabel }: { toast: ToastState; closeLabel: string }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (paused || offset !== 0 || !Number.isFinite(toast.duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
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
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${VARIANTS[toast.variant]}`}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) }
          : undefined
      }
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
        {toast.title && <p className="text-sm font-semibold">{toast.title}</p>}
        {toast.description && <p className="mt-0.5 text-sm break-words opacity-90">{toast.description}</p>}
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
