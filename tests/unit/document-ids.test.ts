import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/content-store';

describe('legal documents', () => {
  it('refuses content where two documents of any categories share an id (/contracts?id= would be ambiguous)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-'));
    cpSync('content', dir, { recursive: true });
    const file = join(dir, 'document_category.json');
    const categories = JSON.parse(readFileSync(file, 'utf8')) as { documents: { id: number }[] }[];
    const [first, second] = categories;
    if (!first?.documents[0] || !second?.documents[0]) throw new Error('need two categories with documents');
    second.documents[0].id = first.documents[0].id;
    writeFileSync(file, JSON.stringify(categories));
    expect(() => loadContent(dir)).toThrow(/document_category\.json: item 1 .*document id \d+ is used twice/);
  });
});
