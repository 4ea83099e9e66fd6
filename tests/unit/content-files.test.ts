import { describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/store';

// The shipped content must pass the same checks the server runs at start; a broken file
// would otherwise only show up when the server refuses to start. CONTENT_CHECK_DIR points
// the check at another folder while content is being written.
const dir = process.env.CONTENT_CHECK_DIR ?? 'content';

describe(`${dir}/ as shipped`, () => {
  it('passes every schema and integrity check', () => {
    expect(() => loadContent(dir)).not.toThrow();
  });
});
