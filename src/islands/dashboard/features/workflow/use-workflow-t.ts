import { catalog as en } from '../../../../i18n/en/catalog.ts';
import { catalog as sw } from '../../../../i18n/sw/catalog.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const workflowDicts = { en, sw };
export type WorkflowKey = keyof typeof en;
export type WorkflowT = TFunction<typeof en>;

/** Strings of the order workflow settings (same dictionary as products, no cross-feature import); shared words (save, categories) come from useAppT. */
export function useWorkflowT(): WorkflowT {
  return useT(workflowDicts);
}
