// Storage failures (private mode, quota, disabled cookies) are warnings, never crashes (spec 8):
// a failed read gives null, a failed write is ignored.
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`localStorage read of "${key}" failed`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch (error) {
    console.warn(`localStorage write of "${key}" failed`, error);
  }
}

// Same rules for sessionStorage (per tab), used to remember one-off decisions of a visit.
export function readSession(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`sessionStorage read of "${key}" failed`, error);
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, value);
  } catch (error) {
    console.warn(`sessionStorage write of "${key}" failed`, error);
  }
}
