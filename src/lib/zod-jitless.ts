import { z } from 'zod';

// Imported first by the back-office app. zod compiles object parsers with `new Function` when it
// may; our pages' CSP allows no eval, and zod's probe for it is reported as a violation even though
// zod copes. Told so up front, it parses without compiling and never probes.
z.config({ jitless: true });
