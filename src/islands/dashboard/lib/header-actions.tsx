import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../ui/button.tsx';

/** Small on a phone, full height from `sm` up, like the header's own buttons. */
const HEADER_BUTTON = 'sm:h-11';
const HEADER_LINK = buttonClasses({ variant: 'secondary', size: 'sm', className: HEADER_BUTTON });

/**
 * The buttons of a list page's header, in this order: what the page puts first (`children`),
 * links to nearby screens, the CSV of what the filters show, and the add button for those who
 * may write (`add` is left out for the others).
 */
export function HeaderActions({
  links = [],
  csv,
  add,
  children,
}: {
  links?: { to: string; label: string }[];
  csv?: { href: string; label: string };
  add?: { label: string; onClick: () => void } | false;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      {links.map((l) => (
        <Link key={l.to} to={l.to} className={HEADER_LINK}>
          {l.label}
        </Link>
      ))}
      {csv && (
        <a href={csv.href} download className={HEADER_LINK}>
          {csv.label}
        </a>
      )}
      {add && (
        <Button size="sm" className={HEADER_BUTTON} onClick={add.onClick}>
          {add.label}
        </Button>
      )}
    </div>
  );
}
