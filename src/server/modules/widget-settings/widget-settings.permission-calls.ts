import type { Call } from '../../test/permission-calls.ts';

export const widgetSettingsCalls: Record<string, Call> = {};
