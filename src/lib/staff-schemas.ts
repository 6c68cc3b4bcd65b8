import { z } from 'zod';
import { emailSchema } from './account-schemas.ts';
import { ACTIONS, RESOURCES } from './permissions.ts';

// Kept out of permissions.ts so that the app's first screen does not load zod just to check a permission.
export const permissionEntrySchema = z.strictObject({
  resource: z.enum(RESOURCES, { error: 'unknown_resource' }),
  action: z.union([
    z.enum(ACTIONS, { error: 'unknown_action' }),
    z.array(z.enum(ACTIONS, { error: 'unknown_action' })).min(1),
  ]),
});

// Either admin (all of spec 3) or a chosen set of resource × action pairs.
export const accessSchema = z.strictObject({
  is_admin: z.boolean().default(false),
  permissions: z.array(permissionEntrySchema).max(64).default([]),
});

export const inviteSchema = z.strictObject({
  email: emailSchema,
  is_admin: z.boolean().default(false),
  permissions: z.array(permissionEntrySchema).max(64).default([]),
  language: z.enum(['en', 'sw']).optional(),
});

export type Access = z.infer<typeof accessSchema>;
