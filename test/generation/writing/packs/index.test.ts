import { describe, expect, it } from 'vitest';
import { PACKS } from '../../../../src/generation/writing/packs/index.js';
import { composePost } from '../../../../src/generation/tasks/post.js';

describe('the writer never breaks a sentence (issue 32)', () => {
  it('has a complete pack for every writer language, Italian included', () => {
    expect(Object.keys(PACKS).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pl']);
    const italian = composePost({
      anecdote: { title: 'Il quaderno blu', content: 'Ogni sera mio padre scriveva nel quaderno blu. Un giorno mi ha mostrato una pagina del 1980. Ma non parlava mai di quello che mancava. Ho capito che i numeri custodiscono anche i silenzi.' },
    });
    expect(italian).toMatch(/Cosa mi porto via: i numeri custodiscono anche i silenzi\./);
  });
});

describe('language knowledge lives in the packs (weakness 1)', () => {
  it('every pack has real entries for the analysis word lists', () => {
    for (const [code, pack] of Object.entries(PACKS)) {
      expect(pack.analysis.contrastWords.length, code).toBeGreaterThan(3);
      expect(pack.analysis.lessonWords.length, code).toBeGreaterThan(3);
      expect(pack.analysis.identifierBefore.length, code).toBeGreaterThan(5);
      expect(pack.people.subjectOpener.test(`${pack.people.subjectOpener.source.match(/\^\((\p{L}+)/u)![1]} x`), code).toBe(true);
    }
  });
});
