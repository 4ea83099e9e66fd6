/**
 * Entry of the server process. React and other libraries pick their production build from
 * NODE_ENV when first loaded, so it is set before anything else is imported.
 */
process.env.NODE_ENV ??= 'production';

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const { main, reportStartFailure } = await import('./start');
// This file runs as dist/server/main.js: the project is two folders up.
await main(join(dirname(fileURLToPath(import.meta.url)), '..', '..')).catch(reportStartFailure);
