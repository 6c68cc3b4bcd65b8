import { shorten } from '../../lib/text-cut.ts';

/** Fills {{name}} (or {{a.b}} for a field of an object variable) from `vars`; unknown names become ''. */
export function interpolate(template: string, vars: Record<string, unknown>): string {
  if (!template.includes('{{')) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => stringify(pick(vars, name)));
}

/** The value at a dotted path ("data.items.0.name"); undefined when a step is missing. */
export function pick(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.').filter(Boolean)) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function stringify(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Shortens to `max` characters with an ellipsis (WhatsApp refuses longer button and row titles). */
export function clip(text: string, max: number): string {
  return shorten(text.trim(), max);
}

/** Sets a flow variable as an own property ("__proto__" is a valid variable name but must not reach the prototype). */
export function setVar(vars: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(vars, name, { value, enumerable: true, writable: true, configurable: true });
}
