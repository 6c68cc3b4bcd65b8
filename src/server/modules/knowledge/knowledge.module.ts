import { defineModule } from '../../http/module-manifest.ts';
import { indexSourceJob, RECRAWL_QUEUE, recrawlJob } from './index-source.ts';
import { knowledgeRoutes } from './knowledge.routes.ts';
import { INDEX_QUEUE } from './source.service.ts';

export const knowledgeModule = defineModule({
  name: 'modules/knowledge',
  tag: {
    name: 'Knowledge',
    description:
      "The shop's knowledge sources (PDFs, web pages, Q&A entries) the bot answers from, with what it answered.",
  },
  routes: knowledgeRoutes,
  jobs: { [INDEX_QUEUE]: indexSourceJob, [RECRAWL_QUEUE]: recrawlJob },
});
