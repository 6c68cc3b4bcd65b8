/**
 * What the visitor typed into the server-rendered fields before the island came alive. React's
 * hydration resets controlled fields to their rendered value, so this is read during the first
 * render, before that commit; an effect then puts it back. `ids` maps a field to its element id.
 */
export function typedBeforeHydration<K extends string>(ids: Record<K, string>): Partial<Record<K, string>> {
  if (typeof document === 'undefined') return {};
  const typed: Partial<Record<K, string>> = {};
  for (const [field, id] of Object.entries(ids) as [K, string][]) {
    const value = (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.value;
    if (value) typed[field] = value;
  }
  return typed;
}
