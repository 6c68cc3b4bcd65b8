import { dismiss } from './toast-store.ts';

// What the dashboard's toasts (React, toast-card.tsx) and the order page's (Preact,
// islands/cart/toaster.tsx) share besides the store: their colours, the swipe's look and the
// timer that pauses. Plain TypeScript, so both renderers can use it.

export const TOAST_VARIANT_CLASSES = {
  default: 'border-slate-200 bg-white text-ink',
  success: 'border-green-200 bg-green-50 text-green-900',
  danger: 'border-red-700 bg-red-600 text-white',
} as const;

export const TOAST_TITLE_CLASSES = 'text-sm font-semibold';
export const TOAST_DESCRIPTION_CLASSES = 'mt-0.5 text-sm break-words opacity-90';

/** A toast being swiped follows the finger and fades with the distance, to 30% at the most. */
export const swipeStyle = (offset: number) =>
  offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) } : undefined;

/**
 * Closes the toast when the time it has left runs out. The returned stop (an effect's clean-up,
 * on hover, focus or a swipe) keeps what was left in `remaining`, so the timer resumes from there.
 */
export function runToastTimer(id: string, remaining: { current: number }) {
  const startedAt = Date.now();
  const timer = setTimeout(() => dismiss(id), Math.max(0, remaining.current));
  return () => {
    clearTimeout(timer);
    remaining.current -= Date.now() - startedAt;
  };
}
