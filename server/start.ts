/** Starts the server: checks configuration and content, migrates the database, listens. */
import { join } from 'node:path';
import { i18nFor, render } from '../src/entry-server';
import { buildServer } from './app';
import { ConfigError, loadConfig } from './config';
import { ContentError, loadContent } from './content/content-store';
import { openDatabase } from './db/database';
import { readLibreSpeedList } from './speedtest/server-list';

/** How long a stop waits for requests in flight before it closes their connections. */
const shutdownGraceMs = 5000;

/** `root` is the project folder: relative defaults (content/, data/) are its own, wherever the server starts. */
export async function main(root: string): Promise<void> {
  // Everything the server writes (database, uploads, e-mails, keys) is its user's alone.
  process.umask(0o077);
  const config = loadConfig(process.env, root);
  const content = loadContent(config.contentDir, config.speedtestServerList ? { speedtest: readLibreSpeedList(config.speedtestServerList) } : {});
  const db = await openDatabase(config.dataDir, undefined, config.databaseUrl);
  const clientDir = join(root, 'dist', 'client');
  const app = await buildServer({ config, content, db, render, clientDir, i18nFor });
  const close = async () => {
    // Requests in flight get a few seconds to finish; a speed-test download whose client has
    // stopped reading (and not closed) would otherwise hold the shutdown open indefinitely.
    const deadline = setTimeout(() => app.server.closeAllConnections(), shutdownGraceMs);
    await app.close();
    clearTimeout(deadline);
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`ZoriaNet site listening on http://${shown}:${port}`);
}

export function reportStartFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof ContentError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
