// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Permissions } from '../../../../lib/permissions.ts';
import { sessionKeys } from '../../lib/session.ts';
import type { ConversationDetail } from './api.ts';
import { CustomerPanel } from './customer-panel.tsx';
import { testConversation } from './test-conversation.ts';

afterEach(cleanup);

const conversation = {
  ...testConversation({ customer_id: 'cu1', customer_name: 'Asha', customer_phone: '+255754123456' }),
  customer: {
    id: 'cu1',
    name: 'Asha',
    phone: '+255754123456',
    location: '',
    language: 'en',
    tags: [],
    total_spent: 0,
    order_count: 0,
    currency: 'TZS',
    orders: [],
  },
} satisfies ConversationDetail;

function renderFor(permissions: Permissions) {
  const client = new QueryClient();
  client.setQueryData(sessionKeys.user, {
    id: 'u1',
    name: 'Juma',
    email: 'j@example.com',
    phone: '',
    language: 'en',
    shop_id: 's1',
    is_owner: false,
    permissions,
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CustomerPanel conversation={conversation} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('customer panel of a conversation', () => {
  it('links to the customer profile for a member who may view customers', () => {
    renderFor([
      { resource: 'conversations', action: 'read' },
      { resource: 'customers', action: 'read' },
    ]);
    expect(screen.getByRole('link', { name: 'Customer profile' }).getAttribute('href')).toBe(
      '/dashboard/customers/cu1',
    );
  });

  it('offers no link that would be refused to a member without customers access', () => {
    renderFor([{ resource: 'conversations', action: 'read' }]);
    expect(screen.queryByRole('link', { name: 'Customer profile' })).toBeNull();
  });
});
