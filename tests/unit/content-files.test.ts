import { describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/store';

// The shipped content must pass the same checks the server runs at start; a broken file
// would otherwise only show up when the server refuses to start.
describe('content/ as shipped', () => {
  it('passes every schema and integrity check', () => {
    expect(() => loadContent('content')).not.toThrow();
  });
});
