import { z } from 'zod';

/** How many days of daily backups may be kept: a week by default, a quarter at most. */
export const BACKUP_KEEP_DAYS = { min: 1, max: 90, default: 7 } as const;

export const backupSettingsUpdateSchema = z.strictObject({
  daily: z.boolean(),
  keep_days: z.number().int().min(BACKUP_KEEP_DAYS.min).max(BACKUP_KEEP_DAYS.max),
});

/** The instance's backups as its owner sees them in the dashboard's settings. */
export const backupStatusSchema = z.strictObject({
  daily: z.boolean(),
  keep_days: z.number().int(),
  /** embedded: the database is in each backup; server: DATABASE_URL's server backs it up itself. */
  database: z.enum(['embedded', 'server']),
  last: z
    .strictObject({
      at: z.string(),
      bytes: z.number().int(),
      seconds: z.number(),
      file: z.string(),
    })
    .nullable(),
  /** The last daily backup's failure, when it failed after the last success. */
  last_error: z.strictObject({ at: z.string(), message: z.string() }).nullable(),
  kept: z.number().int(),
});

export type BackupStatus = z.infer<typeof backupStatusSchema>;
export type BackupSettingsUpdate = z.infer<typeof backupSettingsUpdateSchema>;
