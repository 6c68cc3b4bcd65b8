import type { Call } from './permission-calls.ts';

/**
 * A sample call of every guarded route, with the ids of a shop's rows (the Fixture): the
 * permissions test runs each as a member without the permission, the cross-shop test as an admin
 * of another shop. Each module and flow keeps its own in its `<name>.permission-calls.ts`
 * (decision 0034): a test-side file, found here by name, so a new module joins without an edit
 * here and none of it reaches the production bundle. The completeness test fails on a guarded
 * route without one.
 */
const moduleCalls = import.meta.glob<Record<string, Record<string, Call>>>(
  '../{modules,flows}/*/*.permission-calls.ts',
  {
    eager: true,
  },
);

export const sampleCalls: Record<string, Call> = {};
for (const [file, exports] of Object.entries(moduleCalls))
  for (const calls of Object.values(exports))
    for (const [route, call] of Object.entries(calls)) {
      if (sampleCalls[route]) throw new Error(`${file}: a second sample call for ${route}`);
      sampleCalls[route] = call;
    }
