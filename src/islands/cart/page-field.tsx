/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

// One labelled control of the public pages (order, payment, statement): the label above, the
// control with `inputClass`, then what the caller puts under it (its error, its hint).

/** A one-line input or select, red-bordered when it is what went wrong. */
export const inputClass = (bad: boolean) =>
  `mt-1 h-11 w-full rounded-lg border bg-white px-3 text-base ${bad ? 'border-red-500' : 'border-slate-300'}`;

export function PageField({
  id,
  label,
  optional,
  wrapperId,
  children,
}: {
  /** The control's id, which the label names. */
  id: string;
  label: ComponentChildren;
  /** The word for "optional", said after the label of a field that may stay empty. */
  optional?: string;
  /** The wrapper's own id, where the page scrolls to a field. */
  wrapperId?: string;
  children: ComponentChildren;
}) {
  return (
    <div id={wrapperId}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-slate-500"> ({optional})</span>}
      </label>
      {children}
    </div>
  );
}
