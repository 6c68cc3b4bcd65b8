import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons.tsx';
import { lockScroll } from './scroll-lock.ts';
import { useUiT } from './use-ui-t.ts';

// Modal of spec 4: renders into #modal-root (created on first use when the page has none),
// z-index 200000, a close button, the backdrop closes it only with `closeWithBackdrop`, page
// scroll is locked while open. Escape closes the topmost modal only; focus moves into the dialog,
// Tab stays inside it, and focus returns to where it was when the modal closes.

export const MODAL_Z_INDEX = 200_000;
export const MODAL_ROOT_ID = 'modal-root';

export function modalRoot(): HTMLElement {
  const existing = document.getElementById(MODAL_ROOT_ID);
  if (existing) return existing;
  const root = document.createElement('div');
  root.id = MODAL_ROOT_ID;
  document.body.appendChild(root);
  return root;
}

/** Open modals, innermost last: Escape belongs to the last one. */
const stack: string[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Shown as the heading and used as the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
  closeWithBackdrop?: boolean;
  hideCloseButton?: boolean;
  /** Classes of the panel, e.g. a wider `max-w-2xl`. */
  className?: string;
};

export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalPanel {...props} />, modalRoot());
}

function ModalPanel({
  onClose,
  title,
  children,
  closeWithBackdrop = false,
  hideCloseButton,
  className,
  ...rest
}: Omit<ModalProps, 'open'>) {
  const t = useUiT();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const downOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    stack.push(id);
    const node = panel.current;
    if (node && !node.contains(document.activeElement)) {
      const autofocus = node.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
      (autofocus ?? node).focus();
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || stack[stack.length - 1] !== id) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(id), 1);
      unlock();
      if (previous?.isConnected) previous.focus();
    };
  }, [id]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    downOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = downOnBackdrop.current && event.target === event.currentTarget;
    downOnBackdrop.current = false;
    if (onBackdrop && closeWithBackdrop) onClose();
  };

  return (
    <div
      data-testid="modal-backdrop"
      className="fixed inset-0 flex items-end justify-center bg-slate-900/50 p-3 sm:items-center sm:p-6"
      style={{ zIndex: MODAL_Z_INDEX }}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? `${id}-title` : undefined}
        aria-label={title ? undefined : rest['aria-label']}
        tabIndex={-1}
        onKeyDown={trapTab}
        className={`relative max-h-[calc(100dvh-1.5rem)] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-4 shadow-xl outline-none sm:p-6 ${className ?? ''}`}
      >
        {title && (
          <h2 id={`${id}-title`} className="pr-10 text-lg font-semibold text-ink">
            {title}
          </h2>
        )}
        {!hideCloseButton && (
          <button
            type="button"
            aria-label={t('close')}
            onClick={onClose}
            className="absolute top-2 right-2 inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            <CloseIcon className="text-xl" />
          </button>
        )}
        <div className={title ? 'mt-3' : undefined}>{children}</div>
      </div>
    </div>
  );
}
