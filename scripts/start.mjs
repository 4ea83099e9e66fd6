// `npm start`: builds when the build is missing or stale, then starts the server.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { isBuildCurrent, root } from './build-stamp.mjs';

if (!isBuildCurrent()) {
  console.log('Building the site (the build is missing or older than the sources)…');
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
}
if (!process.env.BUILD_ONLY) await import(join(root, 'dist', 'server', 'main.js'));
