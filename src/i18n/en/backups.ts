// The install's backups, in the dashboard's settings (issue 31), for the install's owner.
export const backups = {
  title: 'Backups',
  subtitle: 'A copy of all the shop’s data and photos, to bring it back after a broken disk or a mistake.',
  loading: 'Loading backups…',
  loadFailed: 'Could not load the backups.',
  retry: 'Try again',
  daily: 'Back up every day',
  dailyHint: 'Once a day, into the backups folder on this server.',
  keepDays: 'Days of backups kept',
  keepDaysOption: '{n} days',
  save: 'Save',
  saved: 'Backup settings saved',
  saveFailed: 'Could not save the backup settings',
  lastBackup: 'Last backup',
  lastBackupValue: '{time} · {size}',
  noBackupYet: 'No backup yet. Turn on the daily backup, or run “npm run backup” on the server.',
  lastFailed: 'The last backup failed on {time}: {message}',
  kept: 'Backups kept: {n}',
  serverDatabase:
    'Your database runs on its own PostgreSQL server: its own backups cover it. These backups hold the photos and files.',
  offMachine: 'Copy the backups off this server from time to time: a backup on the same disk is lost with it.',
};
