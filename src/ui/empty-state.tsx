import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button or a link that creates the first item. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
};

export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center ${className ?? ''}`}
    >
      {icon && <div className="mb-1 text-4xl text-slate-400">{icon}</div>}
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {description && <p className="max-w-sm text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
