import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { AlertIcon, CheckIcon, CloseIcon } from './icons.tsx';
import { dismiss, TOAST_SWIPE_THRESHOLD, type ToastState } from './toast-store.ts';
import { useUiT } from './use-ui-t.ts';

// One toast. Its timer runs only while it is neither hovered nor focused, and resumes with the
// time that was left. A horizontal swipe of TOAST_SWIPE_THRESHOLD px or more (pointer events, so
// touch, pen and mouse) closes it, as do Escape while focus is inside it and the close button.

const VARIANT_CLASSES = {
  default: 'border-slate-200 bg-white text-ink',
  success: 'border-green-200 bg-green-50 text-green-900',
  danger: 'border-red-700 bg-red-600 text-white',
} as const;

export function ToastCard({ toast }: { toast: ToastState }) {
  const t = useUiT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const remaining = useRef(toast.duration);
  const { id, duration } = toast;
  const paused = hovered || focused || offset !== 0;

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, duration, id]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
    swipeStart.current = event.clientX;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // no active pointer with this id (synthetic events): the swipe still works while over the toast
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    setOffset(event.clientX - swipeStart.current);
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (event.type === 'pointerup' && Math.abs(delta) >= TOAST_SWIPE_THRESHOLD) dismiss(id);
    else setOffset(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    dismiss(id);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const Icon = toast.variant === 'danger' ? AlertIcon : toast.variant === 'success' ? CheckIcon : null;
  return (
    <li
      tabIndex={0}
      aria-live={toast.variant === 'danger' ? 'assertive' : undefined}
      aria-atomic="true"
      data-state={paused ? 'paused' : 'open'}
      data-variant={toast.variant}
      className={`pointer-events-auto relative flex w-full touch-pan-y select-none items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
        VARIANT_CLASSES[toast.variant]
      } ${offset === 0 ? 'transition-transform' : ''}`}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) }
          : undefined
      }
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {Icon && <Icon className="mt-0.5 shrink-0 text-lg" />}
      <div className="min-w-0 flex-1">
        {toast.title && <p className="text-sm font-semibold">{toast.title}</p>}
        {toast.description && <p className="mt-0.5 text-sm break-words opacity-90">{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label={t('closeNotification')}
        className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:opacity-100"
        onClick={() => dismiss(id)}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
