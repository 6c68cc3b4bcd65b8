import type { Flow } from '../../../../lib/chat/flow-schema.ts';

// PostgreSQL's jsonb hands keys back in its own order, so the draft and the live flow are
// compared by content, not by their JSON text.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** Whether two flows say the same (steps, positions, connections), whatever their key order. */
export function sameFlow(a: Flow, b: Flow): boolean {
  return a === b || JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
