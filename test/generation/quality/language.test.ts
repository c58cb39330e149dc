import { describe, expect, it } from 'vitest';
import { inOtherLanguage, sentenceLanguage } from '../../../src/generation/quality/language.js';
import { judge } from '../../../src/generation/quality/judge.js';

describe('the language judge tells short Italian and Spanish sentences apart (issue 32, set 3)', () => {
  it.each([
    ['Lucia restaura mobili a Torino da dodici anni.', 'it'],
    ['Pietro ripara biciclette a Bologna da più di trent’anni ormai.', 'it'],
    ['Ana enseña música en Sevilla desde hace doce años.', 'es'],
    ['Carlos arregla bicicletas en Bilbao desde hace treinta años.', 'es'],
  ])('"%s" is %s, and not foreign in a text of its own language', (sentence, language) => {
    expect(sentenceLanguage(sentence)).toBe(language);
    expect(inOtherLanguage(sentence, language)).toBeUndefined();
  });

  it('still catches a whole sentence in the neighbouring language', () => {
    expect(inOtherLanguage('Ana enseña música en Sevilla desde hace doce años.', 'it')).toBe('es');
    expect(inOtherLanguage('Lucia restaura mobili a Torino da dodici anni e non ha mai chiuso la bottega.', 'es')).toBe('it');
    expect(inOtherLanguage('The organiser wanted one more photo with the speakers.', 'fr')).toBe('en');
  });
});

describe('the judges read the author’s own text as written', () => {
  it('the language judge: Italian "ai", German "was" and "keinem", and words quoted in another language', () => {
    expect(inOtherLanguage('Ho mandato un invito ai 4 fornitori;', 'it')).toBeUndefined();
    expect(inOtherLanguage('Was danach kam, stand in keinem Bericht.', 'de')).toBeUndefined();
    expect(inOtherLanguage('Sul biglietto, in inglese, solo due righe: «see you soon, thanks for everything».', 'it')).toBeUndefined();
    expect(inOtherLanguage('Sur le carnet, en anglais, deux lignes seulement : « see you soon, thanks for everything ».', 'fr')).toBeUndefined();
    // a sentence of another language outside quotes is still one
    expect(inOtherLanguage('We shipped the parcels on Monday and the client was happy with them.', 'it')).toBe('en');
  });
});

describe('the judges catch what the issue found on unseen stories', () => {
  it.each([
    ['fr', 'Le patient de la chambre 14 sonnait toutes les heures.\nSlow push-in on the speaker\nIl voulait savoir si sa femme avait mangé.'],
    ['es', 'El paciente llamaba cada hora.\nSlow push-in on the speaker\nQuería saber si su mujer había cenado.'],
    ['de', 'Der Patient klingelte jede Stunde.\nSlow push-in on the speaker\nEr wollte wissen, ob seine Frau gegessen hatte.'],
    ['fr', "Pourquoi les petites équipes livrent plus vite\nThe first thing to understand is that small teams talk to their customers every week.\nC'est là que tout commence."],
  ])('finds the English sentence in a %s text', (language, text) => {
    const v = judge(text, 'script', { language });
    expect(v.foreign.map((f) => f.language)).toEqual(['en']);
  });
});

describe('the judges leave well-written text alone', () => {
  it("an English line with more English function words than any other language's is English, whatever its trigrams say", () => {
    const script = 'Cold open: "Ten minutes before our investor demo"\nWe had rehearsed for 3 weeks.';
    expect(judge(script, 'script', { language: 'en' }).foreign).toEqual([]);
    // the Italian sentence in an English text is still found
    expect(judge(`${script}\nIl giorno del trasloco ho noleggiato un furgone da tre tonnellate.`, 'script', { language: 'en' }).foreign.map((f) => f.language)).toEqual(['it']);
  });
});
