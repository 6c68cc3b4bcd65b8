// Nakala za akiba za mfumo, katika mipangilio ya dashibodi (issue 31), kwa mmiliki wa mfumo.
export const backups = {
  title: 'Nakala za akiba',
  subtitle: 'Nakala ya data yote ya duka na picha zake, ili kuirudisha diski ikiharibika au kosa likitokea.',
  loading: 'Inapakia nakala za akiba…',
  loadFailed: 'Imeshindwa kupakia nakala za akiba.',
  retry: 'Jaribu tena',
  daily: 'Hifadhi nakala kila siku',
  dailyHint: 'Mara moja kwa siku, kwenye folda ya nakala katika seva hii.',
  keepDays: 'Siku za nakala zinazotunzwa',
  keepDaysOption: 'Siku {n}',
  save: 'Hifadhi',
  saved: 'Mipangilio ya nakala imehifadhiwa',
  saveFailed: 'Imeshindwa kuhifadhi mipangilio ya nakala',
  lastBackup: 'Nakala ya mwisho',
  lastBackupValue: '{time} · {size}',
  noBackupYet: 'Bado hakuna nakala. Washa nakala ya kila siku, au endesha “npm run backup” kwenye seva.',
  lastFailed: 'Nakala ya mwisho ilishindwa {time}: {message}',
  kept: 'Nakala zilizotunzwa: {n}',
  serverDatabase:
    'Hifadhidata yako iko kwenye seva yake ya PostgreSQL: nakala za seva hiyo ndizo zinazoilinda. Nakala hizi zina picha na mafaili.',
  offMachine: 'Hamisha nakala kutoka seva hii mara kwa mara: nakala iliyo kwenye diski ileile hupotea pamoja nayo.',
};
