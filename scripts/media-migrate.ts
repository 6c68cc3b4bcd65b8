// `npm run media:migrate`: copies the uploaded files of DATA_DIR (media/ and private/) into the
// S3 bucket that S3_BUCKET and the other S3_* variables name (README, decision 0049). Safe to run
// again: what the bucket already holds is skipped, so a stopped run resumes. The folder is kept.
import { readEnv } from '../src/server/env.ts';
import { copyFolderToStore } from '../src/server/storage/copy-folder-to-store.ts';
import { objectStoreOf } from '../src/server/storage/object-store.ts';

const env = readEnv();
if (!env.S3_BUCKET) {
  console.error('media:migrate: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the keys) to the bucket to copy into.');
  process.exit(2);
}
const started = performance.now();
let seen = 0;
console.log(`media:migrate: ${env.dataDir}/{media,private} → s3://${env.S3_BUCKET}/${env.S3_PREFIX ?? ''}`);
const report = await copyFolderToStore(env.dataDir, objectStoreOf(env), {
  onFile: () => {
    if (++seen % 500 === 0) console.log(`  ${seen} files…`);
  },
});
for (const { key, error } of report.failed) console.error(`  failed ${key}: ${error}`);
for (const key of report.skipped) console.warn(`  skipped ${key} (a temporary file, or a name no key takes)`);
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(
  `media:migrate: ${report.copied} copied, ${report.alreadyThere} already in the bucket, ` +
    `${report.skipped.length} skipped, ${report.failed.length} failed (${seconds} s)`,
);
process.exit(report.failed.length > 0 ? 1 : 0);
