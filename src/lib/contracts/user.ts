import { z } from 'zod';
import { languageSchema } from '../account-schemas.ts';
import { permissionEntrySchema } from '../staff-schemas.ts';
import { id } from './common.ts';

/** The signed-in user, their shop and what they may do there (spec 3: admin, or resource × action pairs). */
export const currentUserSchema = z.strictObject({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: languageSchema,
  shop_id: id.nullable(),
  is_owner: z.boolean(),
  permissions: z.union([z.strictObject({ is_admin: z.literal(true) }), z.array(permissionEntrySchema)]),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
