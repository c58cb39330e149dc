import { describe, expect, it } from 'vitest';
import { clausesOf, splitSentences } from '../../src/generation/writing/analyze/clauses.js';
import { figuresIn, statFigure } from '../../src/generation/writing/analyze/figures.js';
import { sentences } from '../../src/generation/quality/text.js';
import { assessRisk } from '../../src/generation/quality/risk.js';
import { brokenHits } from '../../src/generation/quality/broken.js';

/** The story analysis and the judges cut text the same way, in every language the writer knows. */
const both = (text: string, language: string) => {
  const writer = splitSentences(text, language);
  expect(sentences(text, language)).toEqual(writer);
  return writer;
};

describe('sentence ends: abbreviations of each language', () => {
  it.each([
    ['en', 'Each fall cost us approx. £1,240.50 in stock. Priya blamed the racking.', ['Each fall cost us approx. £1,240.50 in stock.', 'Priya blamed the racking.']],
    ['en', "The client paid invoice No. 214 nine minutes later. I was at St. Mary's, i.e. The ward.", ['The client paid invoice No. 214 nine minutes later.', "I was at St. Mary's, i.e. The ward."]],
    ['fr', 'Le poids, p. ex. 4 350 kg le 14 sept. Ensuite, M. Perrin arrive.', ['Le poids, p. ex. 4 350 kg le 14 sept.', 'Ensuite, M. Perrin arrive.']],
    ['es', 'Vendemos a clientes de EE. UU. Mi padre nunca preguntó. Vino el Sr. Gómez.', ['Vendemos a clientes de EE. UU.', 'Mi padre nunca preguntó.', 'Vino el Sr. Gómez.']],
    ['de', 'Ich hatte alles geplant, z. B. Kisten. Es waren ca. 40 kg, d. h. Schwerarbeit. Dann kam Herr Yilmaz.', ['Ich hatte alles geplant, z. B. Kisten.', 'Es waren ca. 40 kg, d. h. Schwerarbeit.', 'Dann kam Herr Yilmaz.']],
    ['pl', 'Budowa przy ul. Lipowej ruszyła o godz. 6.00. Było ok. 34 °C. Droższa o 2,4 tys. zł. Beton był na czas.', ['Budowa przy ul. Lipowej ruszyła o godz. 6.00.', 'Było ok. 34 °C.', 'Droższa o 2,4 tys. zł.', 'Beton był na czas.']],
    [
      'it',
      'La dott.ssa Galli ha spiegato le dosi, le linee guida ecc. Lei scuoteva la testa. Il sig. Rossi, ad es. Marco, rideva.',
      ['La dott.ssa Galli ha spiegato le dosi, le linee guida ecc.', 'Lei scuoteva la testa.', 'Il sig. Rossi, ad es. Marco, rideva.'],
    ],
  ])('%s: %s', (language, text, expected) => {
    expect(both(text, language)).toEqual(expected);
  });

  it('an abbreviation that can close a sentence closes it; one that announces a figure does not, before the figure', () => {
    expect(both('Wir kauften Schrauben, Dübel usw. Danach ging es los.', 'de')).toEqual(['Wir kauften Schrauben, Dübel usw.', 'Danach ging es los.']);
    expect(both('W 2023 r. prowadziłem budowę. Skończyłem w 2024 r. Potem odpocząłem.', 'pl')).toEqual(['W 2023 r. prowadziłem budowę.', 'Skończyłem w 2024 r.', 'Potem odpocząłem.']);
    expect(both('Es war Zimmer Nr. 12 im 3. OG. Niemand war da.', 'de')).toEqual(['Es war Zimmer Nr. 12 im 3. OG.', 'Niemand war da.']);
  });
});

describe('sentence ends: numbers, ordinals and units', () => {
  it('a German ordinal or date is no sentence end; a German sentence ending on a number is', () => {
    expect(both('Am 12. März 2024 zogen wir um. Im 3. OG lief nichts.', 'de')).toEqual(['Am 12. März 2024 zogen wir um.', 'Im 3. OG lief nichts.']);
    expect(both('Wir waren 12. Dann kam der Chef.', 'de')).toEqual(['Wir waren 12.', 'Dann kam der Chef.']);
    // in English the same full stop ends the sentence
    expect(both('They were 12. Nobody came.', 'en')).toEqual(['They were 12.', 'Nobody came.']);
  });

  it('decimal commas and points, thousands separators and times stay inside their sentence', () => {
    expect(both('Wir zahlten 1.150,50 € um 7.30 Uhr. Es waren 6,5 km.', 'de')).toEqual(['Wir zahlten 1.150,50 € um 7.30 Uhr.', 'Es waren 6,5 km.']);
    expect(both('It cost $3.5k at 3:40 a.m. on Friday. We paid.', 'en')).toEqual(['It cost $3.5k at 3:40 a.m. on Friday.', 'We paid.']);
  });

  it('a unit written with a capital ends its sentence ("85–90 °C."): it is no initial', () => {
    expect(both("Teniamo l'acqua a 85–90 °C. Niente.", 'it')).toEqual(["Teniamo l'acqua a 85–90 °C.", 'Niente.']);
    expect(both('J. K. Rowling wrote it. M. Perrin read it.', 'en')).toEqual(['J. K. Rowling wrote it.', 'M. Perrin read it.']);
  });
});

describe('sentence ends: quotation marks of every language', () => {
  it.each([
    ['en', '“He has a right to the bad news.” I told her.', ['“He has a right to the bad news.”', 'I told her.']],
    ['en', 'She asked me. “What did you tell him?” I told her.', ['She asked me.', '“What did you tell him?”', 'I told her.']],
    ['fr', "Il me dit : « C'est bon, j'ai vérifié les verres. » Je contrôle quand même.", ["Il me dit : « C'est bon, j'ai vérifié les verres. »", 'Je contrôle quand même.']],
    ['fr', "Vous posez la question, 30 min max. « Qu'est-ce qu'elle faisait ? » Les réponses tiennent sur une page.", ['Vous posez la question, 30 min max.', "« Qu'est-ce qu'elle faisait ? »", 'Les réponses tiennent sur une page.']],
    ['es', '«¿Y con el segundo?» Con el segundo, le dije, arrancaría.', ['«¿Y con el segundo?»', 'Con el segundo, le dije, arrancaría.']],
    ['de', 'Er schüttelte den Kopf: „So fährt der bei mir nicht.“ Er und Jan bauten die Platten aus.', ['Er schüttelte den Kopf: „So fährt der bei mir nicht.“', 'Er und Jan bauten die Platten aus.']],
    ['de', 'Er sagte: »Komm mit.« Dann ging er.', ['Er sagte: »Komm mit.«', 'Dann ging er.']],
    ['pl', 'Powiedziała potem: „Nie chodziło o to, kto ma rację.” Od tamtej pory dzwonię wcześniej.', ['Powiedziała potem: „Nie chodziło o to, kto ma rację.”', 'Od tamtej pory dzwonię wcześniej.']],
    ['it', 'Alla fine le ho chiesto: «Che cosa la preoccupa?» Era incinta.', ['Alla fine le ho chiesto: «Che cosa la preoccupa?»', 'Era incinta.']],
  ])('%s: %s', (language, text, expected) => {
    expect(both(text, language)).toEqual(expected);
  });

  it('a whole text ending on a German or French closing quote is not truncated', () => {
    for (const [text, language] of [
      ['Seitdem frage ich: „Was wollen Sie wieder können?“', 'de'],
      ['Il répond : « Depuis deux semaines. »', 'fr'],
      ['Er sagte: »Nie wieder.«', 'de'],
    ] as const) {
      expect(brokenHits(text, { language, whole: true }).filter((h) => h.name === 'truncated')).toEqual([]);
    }
  });
});

describe('clause boundaries', () => {
  it('a colon in a time is no boundary; a colon before a quote or a list is', () => {
    expect(clausesOf('At 3:40 a.m. the freezer defrosted, and the air warmed up.', 'en')).toEqual(['At 3:40 a.m. the freezer defrosted,', 'and the air warmed up.']);
    expect(clausesOf('Ogni mattina alle 5:10 il camion scarica il latte; io guardo la cagliata.', 'it')).toEqual(['Ogni mattina alle 5:10 il camion scarica il latte;', 'io guardo la cagliata.']);
    expect(clausesOf('Herr Yilmaz schüttelte den Kopf: „So fährt der bei mir nicht.“', 'de')).toEqual(['Herr Yilmaz schüttelte den Kopf:', '„So fährt der bei mir nicht.“']);
  });
});

describe('figures and their units', () => {
  const one = (text: string, language: string) => figuresIn(text, language).map((f) => ({ text: f.text, value: f.value, kind: f.kind, ...(f.counts ? { counts: f.counts } : {}) }));

  it("reads thousands and decimals by the language's decimal mark", () => {
    expect(one('It cost £1,240.50 in stock.', 'en')).toEqual([{ text: '£1,240.50', value: 1240.5, kind: 'money' }]);
    expect(one('Le di 1.150,50 € restaurándola.', 'es')[0]).toMatchObject({ text: '1.150,50 €', value: 1150.5, kind: 'money' });
    expect(one('Cosechamos 42.000 kg de aceituna.', 'es')[0]).toMatchObject({ text: '42.000', value: 42000 });
    expect(one('Ein Tisch für 2.400 € verzeiht nichts.', 'de')[0]).toMatchObject({ value: 2400, kind: 'money' });
    expect(one('On a pesé 4\u202f350 kg.', 'fr')[0]).toMatchObject({ value: 4350, kind: 'count', counts: 'kg' });
    expect(one('Il camion scarica 1.800 litri di latte.', 'it')[0]).toMatchObject({ value: 1800, counts: 'litri' });
    expect(one('Kubek za 12,99 zł.', 'pl')).toEqual([{ text: '12,99 zł', value: 12.99, kind: 'money' }]);
  });

  it('reads a time written with a full stop or the French "h" as a time, never a count or a stat', () => {
    for (const [text, language] of [
      ['Die Spedition kam um 7.30 Uhr.', 'de'],
      ['Betonowanie o godz. 6.00 rano.', 'pl'],
      ['Prendi il regionale delle 7.40 da Bergamo.', 'it'],
      ['Vers 18 h 45, elle arrive.', 'fr'],
      ['At 3:40 a.m. it defrosted.', 'en'],
    ] as const) {
      expect(figuresIn(text, language)[0]?.kind).toBe('time');
      expect(statFigure(text, language)).toBeUndefined();
    }
  });

  it('keeps a range, a temperature and a negative figure whole, and shows none of them as a stat', () => {
    expect(one('The air rose from -22 °C to -9 °C.', 'en').map((f) => f.text)).toEqual(['-22 °C', '-9 °C']);
    expect(one('A layer of ice 2–3 mm thick.', 'en')).toEqual([{ text: '2–3', value: 2, kind: 'bare' }]);
    expect(one("L'acqua a 85–90 °C.", 'it')).toEqual([{ text: '85–90 °C', value: 85, kind: 'bare' }]);
    expect(statFigure('A layer of ice 2–3 mm thick.', 'en')).toBeUndefined();
  });

  it('takes no amount with a unit nor a decimal for an age ("invece di 140 kg")', () => {
    expect(one('Buttiamo 12 kg invece di 140 kg.', 'it').map((f) => f.kind)).toEqual(['count', 'count']);
    expect(one('Un aceite de 3,4 grados.', 'es')[0]?.kind).not.toBe('age');
    expect(one('Mme Benali, une cliente de 79 ans, arrive.', 'fr')[0]?.kind).toBe('age');
  });

  it('says what a figure counts within its clause only', () => {
    expect(one('Vous avez un plan sur 90 jours ; vous avez même un tableau.', 'fr')[0]).toMatchObject({ counts: 'jours' });
  });
});

describe('riskLevel in every language', () => {
  it.each([
    ['en', 'I interpret on the oncology ward; the scan was bad news for my patient.', 'health'],
    ['fr', 'Elle était enceinte de huit semaines et refusait la radiographie.', 'health'],
    ['es', 'Estaba embarazada y le hicimos una radiografía.', 'health'],
    ['de', 'Nach der Knie-OP hatte sie Schmerzen.', 'health'],
    ['pl', 'Była w ciąży, więc przełożyliśmy rentgen.', 'health'],
    ['it', 'Era incinta di otto settimane, niente radiografia.', 'health'],
  ])('%s: a health detail is flagged', (_language, text) => {
    expect(assessRisk(text).warnings.some((w) => /health/.test(w))).toBe(true);
  });

  it('names a patient or client titled in lower case (Italian, Polish)', () => {
    expect(assessRisk('La mia paziente, la sig.ra Ferri, rifiutava la radiografia.').riskLevel).toBe('high');
    expect(assessRisk('Mój pacjent, dr Nowak, odmówił badania.').riskLevel).toBe('high');
  });

  it.each([
    ['en', 'My intern Sam, fifteen years old, fixed the build.'],
    ['fr', 'Louise, seize ans, a repéré la cuve qui fuyait.'],
    ['es', 'Lucía, que entonces tenía diecisiete años, diseñó la etiqueta.'],
    ['de', 'Lena, meine jüngste Auszubildende, 17 Jahre alt, zeigte mir die Schublade.'],
    ['pl', 'Ola, szesnaście lat, oddała sprawdzian.'],
    ['it', 'Giulia, sedici anni, ha aperto il negozio.'],
  ])('%s: a minor named with an age in digits or words is high risk', (_language, text) => {
    const r = assessRisk(text);
    expect(r.riskLevel).toBe('high');
    expect(r.warnings.join(' ')).toMatch(/names a minor \("[^"]*(?:Sam|Louise|Lucía|Lena|Ola|Giulia)"\)/u);
  });

  it("a duration or the author's own childhood is no minor", () => {
    for (const text of [
      'Je travaille ici depuis douze ans.',
      'Tengo un taller desde hace once años.',
      'Ich habe zehn Jahre lang geschwiegen.',
      'Pracuję tu od piętnastu lat.',
      'Lavoro qui da dieci anni.',
      "Mon père m'a appris à réparer un vélo quand j'avais neuf ans.",
      'Ten years later, I understood.',
    ]) {
      expect(assessRisk(text).warnings.filter((w) => /minor/.test(w))).toEqual([]);
    }
  });

  it("a minor is not named after a parent's title", () => {
    expect(assessRisk('La hija del Sr. Castillo, Lucía, tenía 17 años.').warnings.join(' ')).not.toMatch(/Castillo/);
  });
});

describe('a thumbnail badge', () => {
  it('is never a year or an age, in any language, and takes the next figure that says how much', async () => {
    const { figureWithUnit } = await import('../../src/generation/tasks/spoken.js');
    expect(figureWithUnit('W lipcu 2023 r. prowadziłem budowę przedszkola.', 'pl')).toBeUndefined();
    expect(figureWithUnit('La sig.ra Ferri, 45 anni, rifiutava la radiografia.', 'it')).toBeUndefined();
    expect(figureWithUnit('Mit 58 Jahren kam sie, nach 68 Stufen war sie oben.', 'de')).toBe('68 Stufen');
    expect(figureWithUnit('En 2019 heredamos 14 hectáreas.', 'es')).toBe('14 hectáreas');
  });
});

describe('a title with its own colon in a frame', () => {
  it('is said with a dash in every pack, so no frame holds two colons; a time keeps its colon', async () => {
    const { PACKS } = await import('../../src/generation/writing/packs/index.js');
    for (const [title, code] of [
      ['Invoice No. 214: paid in nine minutes', 'en'],
      ['Vendanges : ce que je note chaque soir', 'fr'],
      ['Reklamacja: 12,99 zł', 'pl'],
      ['Il latte delle 5:10', 'it'],
    ] as const) {
      const P = PACKS[code];
      for (const line of [P.script.cta(title), P.carouselCta(title), ...P.question.map((f) => f(title, 'first'))]) {
        expect(brokenHits(line, { language: code }).filter((h) => h.name === 'two-colons')).toEqual([]);
      }
    }
    expect(PACKS.it.script.cta('Il latte delle 5:10')).toMatch(/^Il latte delle 5:10:/u);
  });

  it('says only the first sentence of a title that has several, so a carousel does not say the title twice (held-back set 27)', async () => {
    const { PACKS } = await import('../../src/generation/writing/packs/index.js');
    expect(PACKS.en.carouselCta('Our churn rate was 11.4%. It never was.')).toBe('Our churn rate was 11.4%: what would you have done, and who needs to hear it?');
    expect(PACKS.fr.script.cta('Fini les chèques ! Pas pour tout le monde.')).toMatch(/^Fini les chèques : si cela/u);
    // abbreviations and times end no sentence of a title
    expect(PACKS.en.carouselCta('Dr. Okafor at 3 p.m. Friday')).toMatch(/^Dr\. Okafor at 3 p\.m\. Friday: /u);
    expect(PACKS.es.script.cta('La Sra. García y el pan')).toMatch(/^La Sra\. García y el pan: /u);
  });

  it('a figure with its unit may stand as a sentence of its own; a clause cut before its object may not', () => {
    const source = 'Le poids récolté, p. ex. 4 350 kg le 14 sept., reste noté.';
    expect(brokenHits('4 350 kg : retenez ce chiffre.', { language: 'fr', source }).filter((h) => h.name === 'cut-clause')).toEqual([]);
    expect(brokenHits('The client paid.', { language: 'en', source: 'The client paid the invoice in nine minutes.' }).map((h) => h.name)).toContain('cut-clause');
  });
});

describe('an amount with an abbreviated scale', () => {
  it('is one amount, scaled, in Polish and German', () => {
    expect(figuresIn('Droższa o 2,4 tys. zł. Beton był.', 'pl')[0]).toMatchObject({ text: '2,4 tys. zł', value: 2400, kind: 'money', suffix: 'zł' });
    expect(figuresIn('Wir verloren 3 Mio. € Umsatz.', 'de')[0]).toMatchObject({ text: '3 Mio. €', value: 3_000_000, kind: 'money' });
  });
});
