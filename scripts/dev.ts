// `npm run dev`: Astro's dev server with the API mounted on the same port (scripts/astro-dev-api.ts).
import { spawn } from 'node:child_process';

const child = spawn('astro', ['dev', '--host', process.env.HOST ?? '0.0.0.0'], { stdio: 'inherit', shell: false });
child.on('exit', (code) => process.exit(code ?? 0));
