import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** "← Back" above a page's header, to the screen this one was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm font-medium text-brand-600 hover:underline">
      ← {children}
    </Link>
  );
}
