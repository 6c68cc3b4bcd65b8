const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a UUID: anything else a client sends as an id cannot name a row. */
export const isUuid = (value: string | null | undefined): value is string =>
  typeof value === 'string' && UUID.test(value);
