import { describe, expect, it } from 'vitest';
import { anchorPeople, introducesSomeone, nameOf, refersToSomeone, refersToSomething, withName } from '../../../../src/generation/writing/analyze/people.js';
import { PACKS } from '../../../../src/generation/writing/packs/index.js';

describe('the writer never breaks a sentence (issue 32)', () => {
  it('reads people, pronouns and things referred back to with the packs, Polish and Italian included', () => {
    expect(introducesSomeone('Moja córka przyniosła mi rysunek.', 'pl')).toBe(true);
    expect(introducesSomeone('Mia nonna contava la cassa.', 'it')).toBe(true);
    expect(refersToSomeone('Ona wciąż go trzyma.', 'pl')).toBe(true);
    expect(refersToSomeone('Lei lo teneva nel cassetto.', 'it')).toBe(true);
    expect(refersToSomething('Er stellte die Tasse darauf.', 'de')).toBe(true);
    expect(refersToSomething('The door was open.', 'en')).toBe(false);
    expect(nameOf(['Ayer vi a la Sra. Gómez en la puerta.', 'Ella sonrió.'], 'es')).toBe('Sra. Gómez');
    expect(nameOf(['Wczoraj przyszedł Pan Kowalski.'], 'pl')).toBe('Pan Kowalski');
    for (const pack of Object.values(PACKS)) expect(pack.functionWords.length && pack.vagueWords.length && pack.people.sentenceOpeners.length, pack.code).toBeGreaterThan(0);
  });
});

describe('a kept line opening on "Elle"/"Ella"/"Sie"/"She" keeps the person it needs (issue 32, set 3)', () => {
  it('reads role nouns by their ending in every pack (no list of jobs): la recruteuse, el vendedor, die Verkäuferin, il restauratore', () => {
    expect(introducesSomeone('« Parlez-moi de vous », a dit la recruteuse.', 'fr')).toBe(true);
    expect(introducesSomeone('El vendedor me miró.', 'es')).toBe(true);
    expect(introducesSomeone('Die Verkäuferin lachte.', 'de')).toBe(true);
    expect(introducesSomeone('Il restauratore ha chiamato alle otto.', 'it')).toBe(true);
    expect(introducesSomeone('The pianist stopped playing.', 'en')).toBe(true);
    expect(introducesSomeone('The water reached the ovens.', 'en')).toBe(false);
  });

  it('says the name instead of the pronoun when nobody is introduced before the line but the story names someone', () => {
    const sentences = ['Lucia aprì la bottega alle otto.', 'Il telefono suonò due volte.', 'Lei non rispose.', 'Lucia finì la sedia a mezzogiorno.'];
    const anchored = anchorPeople(sentences, [1, 2], 'it');
    // the nearest sentence naming her is kept
    expect(anchored.picked).toEqual([0, 1, 2]);
    // nobody named before "Lei": the story's name (it comes back) is said instead
    const noIntro = ['Il telefono suonò due volte.', 'Lei non rispose.', 'Lucia chiuse la bottega alle otto.', 'Lucia tornò a casa a piedi.'];
    const named = anchorPeople(noIntro, [0, 1], 'it');
    expect(named.picked).toEqual([0, 1]);
    expect(named.named.get(1)).toEqual({ pronoun: 'Lei', name: 'Lucia' });
    expect(withName(noIntro[1]!, 'Lei', 'Lucia')).toBe('Lucia non rispose.');
    // nobody named at all: the line is left out
    expect(anchorPeople(['Il telefono suonò due volte.', 'Lei non rispose.'], [0, 1], 'it').picked).toEqual([0]);
  });
});
