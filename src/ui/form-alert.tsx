import type { ReactNode } from 'react';

/** A form's failure that belongs to no field, in a red box read out as an alert; nothing when there is none. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
      {children}
    </p>
  );
}
