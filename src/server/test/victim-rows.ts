import type { TestApp } from './harness.ts';
import type { signUpUser } from './harness.ts';
import type { Fixture } from './permission-calls.ts';

/**
 * One module's rows of the victim shop (victim-shop.ts), in its `<name>.victim-rows.ts` beside its
 * sample calls: every text a person could set carries the marker (`m(field)`). `needs` names what
 * earlier modules' rows must have `made` first; `make` writes this module's rows, puts what later
 * modules use into `made`, and returns the fixture ids the sample calls reach.
 */
export type VictimRows = {
  needs?: string[];
  make: (v: VictimContext) => Promise<Partial<Fixture>>;
};

export type VictimContext = {
  t: TestApp;
  shopId: string;
  marker: string;
  m: (field: string) => string;
  owner: Awaited<ReturnType<typeof signUpUser>>;
  /** The owner's client. */
  api: Awaited<ReturnType<typeof signUpUser>>['client'];
  /** A back-office call that must succeed: its answer's body. */
  ok: (what: string, res: Promise<{ status: number; body: any }>) => Promise<any>;
  /** Rows earlier modules made, by name (`product`, `order`, `account`, …). */
  made: Record<string, any>;
};

/** Runs every module's rows, each once all it needs is made; the fixture is what they return. */
export async function makeVictimRows(all: Record<string, VictimRows>, v: VictimContext): Promise<Fixture> {
  const fixture: Partial<Fixture> = {};
  const waiting = new Map(Object.entries(all));
  while (waiting.size > 0) {
    const ready = [...waiting].find(([, rows]) => (rows.needs ?? []).every((name) => name in v.made));
    if (!ready) throw new Error(`victim shop: nothing makes what ${[...waiting.keys()].join(', ')} need`);
    waiting.delete(ready[0]);
    Object.assign(fixture, await ready[1].make(v));
  }
  return fixture as Fixture;
}
