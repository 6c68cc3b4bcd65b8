import type { Call } from '../../test/permission-calls.ts';

export const widgetSettingsCalls: Record<string, Call> = {
  'GET /api/widget-settings': {},
  'PUT /api/widget-settings': { body: () => ({ title: 'Karibu' }) },
};
