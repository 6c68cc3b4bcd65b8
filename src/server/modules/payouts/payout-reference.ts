/**
 * Our reference of a payout at the provider: its id without dashes (ClickPesa's orderReference and
 * Selcom's transid take letters and digits only), so it is derived, never stored apart.
 */
export const payoutReference = (payoutId: string) => `PO${payoutId.replace(/-/g, '')}`;

/** The payout id a reference names, or null when it is not one of ours. */
export function payoutIdOf(reference: string | null): string | null {
  const m = /^PO([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(reference ?? '');
  return m ? m.slice(1).join('-').toLowerCase() : null;
}
