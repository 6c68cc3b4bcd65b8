import { useEffect, useState } from 'react';

export const SCROLL_THRESHOLD = 35;

/** True once the page is scrolled more than 35px (spec 9): the header then shows its bar. */
export function useScrolled(threshold = SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

// The server sets this readable marker cookie beside the HttpOnly session (src/server/http/session.ts).
export const SIGNED_IN_COOKIE = 'signed_in';

export function hasSignedInMarker(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/**
 * Signed-in state for the buttons: one GET /api/user after hydration (which already waits for
 * idle). 200 means signed in; anything else, or a network failure, means signed out. Without the
 * marker cookie nobody can be signed in, so most visitors make no request at all (spec 7: the
 * user call runs only when a session cookie exists), and no 401 lands in their console.
 */
export function useSignedIn(fetchImpl: typeof fetch = globalThis.fetch): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (!hasSignedInMarker(document.cookie)) return;
    let live = true;
    fetchImpl('/api/user', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => live && setSignedIn(response.status === 200))
      .catch(() => live && setSignedIn(false));
    return () => {
      live = false;
    };
  }, [fetchImpl]);
  return signedIn;
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Smooth scroll to the top on every path change (spec 2.3). Pages are separate documents, so a
 * new page already starts at the top; what is left are path changes inside one document
 * (history navigation) and picks of the page the visitor is already on (see onPick).
 */
export function useScrollTopOnPathChange(): void {
  useEffect(() => {
    let last = window.location.pathname;
    const onPop = () => {
      if (window.location.pathname === last) return;
      last = window.location.pathname;
      scrollToTop();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}

/** Closes an open <details> dropdown on Escape or a click outside it. */
export function useDismiss(open: boolean, close: () => void, root: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close, root]);
}
