// The payment screens' shared looks (pay-panel, pay-form, pay-waiting).
export const card = 'mt-6 w-full rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm';
export const primary =
  'h-11 w-full rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
export const secondary =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60';

/** +255754123456 → 0754123456: how a Tanzanian reads and types their own number. */
export const localPhone = (e164: string) => e164.replace(/^\+255/, '0');
