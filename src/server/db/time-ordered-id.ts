import { randomFillSync } from 'node:crypto';

/**
 * A UUID whose first 48 bits are the time it was made (RFC 9562 version 7), for the rows of tables
 * that only grow (chat messages, webhook logs, orders, checkout links). Random ids scatter every
 * insert over the whole primary key index: once that index outgrows the database's memory
 * (the embedded server has 64 MB of buffers), each insert reads and writes a page of it from disk. Time-ordered
 * ids append at its right edge (docs/decisions/0009).
 *
 * Made here rather than by the uuid package's v7, which asks Web Crypto for 16 random bytes per
 * id: with several ids per chat message that was 4 % of the server's CPU (docs/decisions/0055).
 * The random bytes come from a pool filled by the same generator 4 KB at a time. As the uuid
 * package does (RFC 9562 method 3), the 42 bits after the version and variant are a counter
 * started at a random value each millisecond and counted up within it, so the ids one process
 * makes are strictly increasing even within one millisecond.
 */
const POOL = 4096;
const pool = Buffer.alloc(POOL);
let used = POOL;
let lastMs = -1;
// rand_a (12 bits) and the top 30 bits of rand_b: the counter within a millisecond.
let counter = 0;
const hex = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function random(bytes: number): number {
  if (used + bytes > POOL) {
    randomFillSync(pool);
    used = 0;
  }
  const at = used;
  used += bytes;
  return at;
}

export function timeOrderedId(): string {
  let ms = Date.now();
  if (ms > lastMs) {
    const at = random(4);
    // A random start in the lower half, so the count within a millisecond never overflows in practice.
    counter = pool.readUInt32BE(at) & 0x7fffffff;
    lastMs = ms;
  } else {
    counter = (counter + 1) % 2 ** 42;
    // Counted past the end: the next millisecond's ids, as RFC 9562 allows (the clock never goes back here).
    if (counter === 0) lastMs++;
    ms = lastMs;
  }
  const tail = random(4);
  const high = Math.floor(counter / 2 ** 30); // 12 bits: rand_a
  const low = counter % 2 ** 30; // 30 bits: the top of rand_b
  const b = [
    Math.floor(ms / 2 ** 40) & 0xff,
    Math.floor(ms / 2 ** 32) & 0xff,
    (ms >>> 24) & 0xff,
    (ms >>> 16) & 0xff,
    (ms >>> 8) & 0xff,
    ms & 0xff,
    0x70 | (high >>> 8),
    high & 0xff,
    0x80 | (low >>> 24),
    (low >>> 16) & 0xff,
    (low >>> 8) & 0xff,
    low & 0xff,
    pool[tail]!,
    pool[tail + 1]!,
    pool[tail + 2]!,
    pool[tail + 3]!,
  ];
  return (
    hex[b[0]!]! +
    hex[b[1]!] +
    hex[b[2]!] +
    hex[b[3]!] +
    '-' +
    hex[b[4]!] +
    hex[b[5]!] +
    '-' +
    hex[b[6]!] +
    hex[b[7]!] +
    '-' +
    hex[b[8]!] +
    hex[b[9]!] +
    '-' +
    hex[b[10]!] +
    hex[b[11]!] +
    hex[b[12]!] +
    hex[b[13]!] +
    hex[b[14]!] +
    hex[b[15]!]
  );
}
