import { popupEvents, popups } from '../../db/schema/popups.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { VictimRows } from '../../test/victim-rows.ts';

// A live pop-up taking phone numbers, whose texts carry the marker, and a click on it.
export const popupVictimRows: VictimRows = {
  make: async ({ t, shopId, m }) => {
    const words = (lang: string) => ({
      title: m(`title-${lang}`),
      text: m(`text-${lang}`),
      button: m(`button-${lang}`),
    });
    const [popup] = await t.db
      .insert(popups)
      .values({
        shopId,
        name: m('popup'),
        position: 'top_left',
        frequency: 'every_time',
        triggers: {
          delay_seconds: 1,
          scroll_percent: null,
          exit_intent: false,
          page_pattern: '',
          returning_only: false,
          utm_source: m('utm'),
        },
        action: {
          kind: 'phone',
          channels: ['sms', 'whatsapp'],
          consent_en: m('consent-en'),
          consent_sw: m('consent-sw'),
        },
        variants: [{ key: 'a', weight: 100, texts: { en: words('en'), sw: words('sw') } }],
      })
      .returning();
    await t.db.insert(popupEvents).values({
      shopId,
      id: timeOrderedId(),
      popupId: popup!.id,
      variant: 'a',
      kind: 'clicked',
      visitorId: 'victim-visitor',
      chatId: 'victim-chat',
    });
    return { popupId: popup!.id };
  },
};
