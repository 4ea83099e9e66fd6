/**
 * The questionnaire as the browser checks it: the page's CSP allows no eval, so arktype runs
 * without JIT there, where a union is not discriminated. The reasons must still name the fields.
 */
import { configure } from 'arktype/config';
import { describe, expect, it } from 'vitest';

configure({ jitless: true });

describe('the questionnaire without JIT (as in the browser)', () => {
  it('names each empty field, for an ID card and for a passport', async () => {
    const { type } = await import('arktype');
    const { issuesOf } = await import('../../src/domain/forms/issues');
    const { questionnaireSchema } = await import('../../src/domain/forms/questionnaire');
    const fieldsOf = (data: unknown) => {
      const out = questionnaireSchema()(data);
      return out instanceof type.errors ? issuesOf(out).map((i) => `${i.field}:${i.code}`) : [];
    };
    const empty = { surname: '', name: '', birth_date: '', tax_number: '', main_phone: '', email: '', connection_address: '', middle_name: '', offer_terms: false, personal_data: false };
    expect(fieldsOf({ ...empty, document_type: 'id_card', id_card_number: '' })).toEqual(
      expect.arrayContaining(['surname:required', 'id_card_number:required', 'offer_terms:offer_terms', 'personal_data:consent']),
    );
    expect(fieldsOf({ ...empty, document_type: 'passport', passport_series: '', issue_date: '' })).toEqual(expect.arrayContaining(['passport_series:required', 'issue_date:required']));
    expect(fieldsOf({ ...empty, document_type: 'id_card' }).some((f) => f.startsWith(':'))).toBe(false);
  });
});
