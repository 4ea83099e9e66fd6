/** The worker's caches, and the gate its own downloads wait at while a page measures the network. */
import { QuietGate } from '../../src/offline/background-gate';
import { contentCacheName } from '../../src/offline/offline-meta';

export const cacheNames = { pages: 'pages-v1', content: contentCacheName, shell: 'shell-v1', images: 'images-v1' };

/** Our own downloads wait while a page measures the network (the speed test). */
export const gate = new QuietGate();
