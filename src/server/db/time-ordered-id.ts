import { v7 } from 'uuid';

/**
 * A UUID whose first 48 bits are the time it was made (RFC 9562 version 7), for the rows of tables
 * that only grow (chat messages, webhook logs, orders, checkout links). Random ids scatter every
 * insert over the whole primary key index: once that index outgrows the database's memory
 * (the embedded server has 64 MB of buffers), each insert reads and writes a page of it from disk. Time-ordered
 * ids append at its right edge (docs/decisions/0009).
 */
export const timeOrderedId = (): string => v7();
