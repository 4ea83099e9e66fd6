import { describe, expect, it } from 'vitest';
import { withDraft } from '../../src/pages/forms/use-draft';

const start = { fullname: '', phone: '', street: '', services: [] as string[], tariff: 'For an apartment' };

describe('a kept draft given back to a form', () => {
  it('fills the form with the draft, under what the page asked for', () => {
    const draft = { fullname: 'Ірина', phone: '0661112233', street: 'просп. Соборний', services: ['white_ip'], tariff: '' };
    expect(withDraft(draft, { tariff: 'For an apartment' }, start, start)).toEqual({ ...draft, tariff: 'For an apartment' });
  });

  it('never takes back what the visitor typed before the draft was read', () => {
    const draft = { fullname: 'Ірина', phone: '0661112233', street: 'просп. Соборний', services: ['white_ip'] };
    const now = { ...start, fullname: 'Олена', services: ['support'] };
    expect(withDraft(draft, undefined, now, start)).toEqual({ fullname: 'Олена', phone: '0661112233', street: 'просп. Соборний', services: ['support'], tariff: 'For an apartment' });
  });

  it('keeps a field the visitor emptied on purpose', () => {
    const opened = { ...start, fullname: 'Ірина' };
    expect(withDraft({ fullname: 'Марко' }, undefined, { ...opened, fullname: '' }, opened).fullname).toBe('');
  });
});
