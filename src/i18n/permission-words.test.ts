import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../lib/permissions.ts';
import { actionVerb, resourceName, withPermissionWords } from './permission-words.ts';

describe('permission words', () => {
  it('names every resource in words in both languages, never by its id', () => {
    for (const resource of RESOURCES) {
      for (const lang of ['en', 'sw'] as const) {
        const name = resourceName(resource, lang);
        expect(name).toBeTruthy();
        expect(name).not.toMatch(/_/);
        expect(name).not.toBe(resource);
      }
    }
    expect(resourceName('whatsapp_interactions', 'en')).toBe('WhatsApp connection');
    expect(resourceName('staffs', 'sw')).toBe('Wafanyakazi');
  });

  it('turns an action into a verb that reads inside a sentence', () => {
    expect(actionVerb('read', 'en')).toBe('view');
    expect(actionVerb('read', 'sw')).toBe('kuona');
  });

  it('replaces resource and action params and keeps the others', () => {
    expect(withPermissionWords({ resource: 'product', action: 'create', n: 2 }, 'en')).toEqual({
      resource: 'Products',
      action: 'add',
      n: 2,
    });
    expect(withPermissionWords({ resource: 'Something else', name: 'x' }, 'sw')).toEqual({
      resource: 'Something else',
      name: 'x',
    });
  });
});
