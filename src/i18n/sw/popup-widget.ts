import type { PopupWidgetStrings } from '../en/popup-widget.ts';
import type { Twin } from '../locales.ts';

// Maneno ya dirisha la tangazo kwenye tovuti ya duka (issue 28).
export const popupWidget: Twin<PopupWidgetStrings> = {
  close: 'Funga',
  copy: 'Nakili msimbo',
  copied: 'Imenakiliwa',
  phoneLabel: 'Namba yako ya simu',
  send: 'Tuma',
  sending: 'Inatuma…',
  thanks: 'Asante! Tutawasiliana nawe.',
  chooseChannel: 'Weka alama kwenye WhatsApp, SMS au zote mbili.',
  badPhone: 'Weka namba ya simu ya mkononi ya Tanzania, kwa mfano 0712 345 678.',
  failed: 'Haikufanikiwa. Jaribu tena.',
};
