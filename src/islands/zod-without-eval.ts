import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may. The pages' CSP forbids eval (issue
// 12), and zod's probe for it is reported as a violation even though it is caught: our apps parse
// without it. Imported first by every browser entry that uses zod.
z.config({ jitless: true });
