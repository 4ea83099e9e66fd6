// `npm run dev`: rebuilds on change and restarts the server (node --watch on the server bundle).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, stampFile } from './build-stamp.mjs';

// dist/ will hold a development build: make sure `npm start` rebuilds for production afterwards.
rmSync(stampFile, { force: true });

const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const children = [
  spawn(process.execPath, [vite, 'build', '--watch', '--mode', 'development'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [vite, 'build', '--ssr', '--watch', '--mode', 'development'], { cwd: root, stdio: 'inherit' }),
];
setTimeout(() => {
  children.push(spawn(process.execPath, ['--watch', join(root, 'dist', 'server', 'main.js')], { cwd: root, stdio: 'inherit' }));
}, 15000);
process.on('SIGINT', () => {
  children.forEach((c) => c.kill());
  process.exit(0);
});
