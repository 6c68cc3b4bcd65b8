import { z } from 'zod';
import { emailSchema } from './account-schemas.ts';
import { permissionEntrySchema } from './permissions.ts';

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
