import { defineModule } from '../../http/module-manifest.ts';
import { conversationRoutes } from './conversations.routes.ts';

export const conversationsModule = defineModule({
  name: 'modules/conversations',
  tag: { name: 'Conversations', description: 'The inbox of WhatsApp and widget chats.' },
  routes: conversationRoutes,
});
