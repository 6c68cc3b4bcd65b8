import { and, eq } from 'drizzle-orm';
import { knowledgeAsks, knowledgeSources } from '../../db/schema/knowledge.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { VictimRows } from '../../test/victim-rows.ts';
import { recordKnowledgeAsk } from './asks.service.ts';

/** A word only the victim's knowledge holds: the try box's sample call asks for it. */
const VICTIM_KNOWLEDGE_WORD = 'kilimanjarofrost';

// Knowledge (issue 30): a Q&A entry, the phrasing settings, and two asks of the victim's
// conversation (one answered by the entry, one not): every text carries the marker.
export const knowledgeVictimRows: VictimRows = {
  needs: ['conversation'],
  make: async ({ t, shopId, api, ok, m, made }) => {
    const source = await ok(
      'knowledge source',
      api.post('/api/knowledge/sources/qa', {
        question: `${m('knowledge-question')} ${VICTIM_KNOWLEDGE_WORD}?`,
        answer: `${m('knowledge-answer')} ${VICTIM_KNOWLEDGE_WORD}`,
        language: 'en',
      }),
    );
    await ok(
      'knowledge settings',
      api.put('/api/knowledge/settings', {
        phrasing_enabled: false,
        endpoint_url: 'https://llm.example.com/v1',
        model: m('knowledge-model'),
        api_key: m('knowledge-key'),
      }),
    );
    const passages = await ok('knowledge passages', api.get(`/api/knowledge/sources/${source.id}/passages`));
    await recordKnowledgeAsk(t.db, {
      shopId,
      conversationId: made.conversation.id,
      messageId: timeOrderedId(),
      question: `${m('knowledge-asked')} ${VICTIM_KNOWLEDGE_WORD}`,
      language: 'en',
      hit: {
        passageId: passages.passages[0].id,
        sourceId: source.id,
        sourceTitle: source.title,
        sourceKind: 'qa',
        location: null,
        text: passages.passages[0].text,
        score: 1,
      },
      phrased: false,
    });
    const [askId, otherAskId] = [timeOrderedId(), timeOrderedId()];
    await t.db.insert(knowledgeAsks).values(
      [askId, otherAskId].map((id, i) => ({
        shopId,
        id,
        conversationId: made.conversation.id,
        messageId: timeOrderedId(),
        question: m(`knowledge-unanswered-${i}`),
        language: 'en' as const,
      })),
    );
    // A web page, as if indexed (the tests run no worker): its owner may re-crawl it.
    const page = await ok(
      'knowledge page',
      api.post('/api/knowledge/sources/url', {
        url: 'https://example.com/about',
        language: 'sw',
        title: m('knowledge-page'),
      }),
    );
    await t.db
      .update(knowledgeSources)
      .set({ state: 'indexed', errorDetail: m('knowledge-error') })
      .where(and(eq(knowledgeSources.shopId, shopId), eq(knowledgeSources.id, page.id)));
    return {
      knowledgeSourceId: source.id,
      knowledgeAskId: askId,
      knowledgeOtherAskId: otherAskId,
      knowledgeUrlSourceId: page.id,
    };
  },
};
