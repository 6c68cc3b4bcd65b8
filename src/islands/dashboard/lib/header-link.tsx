import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';

/** A secondary action of a page header: a small button on a phone, the 44 px touch height from sm up. */
export const headerActionClass = buttonClasses({ variant: 'secondary', size: 'sm', className: 'sm:h-11' });

/** A page header's link to a related screen, drawn as its secondary action. */
export function HeaderLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={headerActionClass}>
      {children}
    </Link>
  );
}
