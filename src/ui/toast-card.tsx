import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { AlertIcon, CheckIcon, CloseIcon } from './icons.tsx';
import {
  runToastTimer,
  swipeStyle,
  TOAST_DESCRIPTION_CLASSES,
  TOAST_TITLE_CLASSES,
  TOAST_VARIANT_CLASSES,
} from './toast-look.ts';
import { dismiss, TOAST_SWIPE_THRESHOLD, type ToastState } from './toast-store.ts';
import { useUiT } from './use-ui-t.ts';

// One toast. Its timer runs only while it is neither hovered nor focused, and resumes with the
// time that was left. A horizontal swipe of TOAST_SWIPE_THRESHOLD px or more (pointer events, so
// touch, pen and mouse) closes it, as do Escape while focus is inside it and the close button.

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
    return runToastTimer(id, remaining);
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
        TOAST_VARIANT_CLASSES[toast.variant]
      } ${offset === 0 ? 'transition-transform' : ''}`}
      style={swipeStyle(offset)}
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
        {toast.title && <p className={TOAST_TITLE_CLASSES}>{toast.title}</p>}
        {toast.description && <p className={TOAST_DESCRIPTION_CLASSES}>{toast.description}</p>}
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
