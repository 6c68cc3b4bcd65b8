import { whatsappTemplates as en } from '../../../../i18n/en/whatsapp-templates.ts';
import { whatsappTemplates as sw } from '../../../../i18n/sw/whatsapp-templates.ts';
import { useT, type TFunction } from '../../../../i18n/use-t.ts';

export const whatsappTemplatesDicts = { en, sw };
export type WhatsappTemplatesT = TFunction<typeof en>;

export function useWhatsappTemplatesT(): WhatsappTemplatesT {
  return useT(whatsappTemplatesDicts);
}
