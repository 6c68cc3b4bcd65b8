import { describe, expect, it } from 'vitest';
import { messageFor } from './messages.ts';

// The route table refuses with the ids of the permission (spec 3); a person reads the words of the
// staff access table instead, in their language.
describe('permission_denied message', () => {
  it('names the resource and the action in words', () => {
    expect(messageFor('permission_denied', 'en', { action: 'read', resource: 'whatsapp_interactions' })).toBe(
      'You do not have permission to view WhatsApp connection.',
    );
    expect(messageFor('permission_denied', 'sw', { action: 'create', resource: 'staffs' })).toBe(
      'Huna ruhusa ya kuongeza Wafanyakazi.',
    );
    expect(messageFor('permission_denied', 'en', { action: 'update', resource: 'product' })).not.toMatch(
      /product\b|update/,
    );
  });
});
