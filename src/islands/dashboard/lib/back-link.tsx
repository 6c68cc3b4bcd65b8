import { Link } from 'react-router';

/** "← All customers" above a page's title: the way back to the list or screen it was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-sm text-brand-700 hover:underline">
      ← {label}
    </Link>
  );
}
