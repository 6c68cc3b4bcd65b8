import { knowledgeScreens as en } from '../../../i18n/en/knowledge-screens.ts';
import { knowledgeScreens as sw } from '../../../i18n/sw/knowledge-screens.ts';
import { useT, type TFunction } from '../../../i18n/use-t.ts';

export const knowledgeDicts = { en, sw };
export type KnowledgeKey = keyof typeof en;
export type KnowledgeT = TFunction<typeof en>;

export function useKnowledgeT(): KnowledgeT {
  return useT(knowledgeDicts);
}
