import { describe, expect, it } from 'vitest';
import { PACKS } from '../../../../src/generation/writing/packs/index.js';
import { merged, QUALITY_PACKS, type QualityPack, qualityPackOf } from '../../../../src/generation/writing/packs/quality/index.js';

// Every quality pack (src/generation/writing/packs/quality/<language>.ts) gives every field the
// detectors of src/generation/quality/broken.ts read, none of them empty: an empty list would
// silently switch a detector off for its language (or, merged, add an empty alternative that
// matches everywhere).
type RequiredKey = { [K in keyof QualityPack]-?: undefined extends QualityPack[K] ? never : K }[keyof QualityPack];
type OptionalKey = Exclude<keyof QualityPack, RequiredKey>;
const REQUIRED = [
  'pastedAfter',
  'pastedOpeners',
  'cleftCopulas',
  'cleftThat',
  'slotFunctionWords',
  'numberWords',
  'percent',
  'conjunctions',
  'auxiliaries',
  'negations',
  'ones',
  'clauseStarts',
  'determiners',
  'prepositions',
  'storyCount',
  'pronouns',
  'personNouns',
  'roleNoun',
  'dangling',
  'subordinator',
] as const satisfies readonly RequiredKey[];
const OPTIONAL = ['doubled', 'units', 'pronounBeforeLowercase', 'postposed', 'wholeEnds', 'notConjunctions', 'ownDeterminers', 'ownDoubled', 'notSubordinate', 'capitalNouns', 'lineDetectors'] as const satisfies readonly OptionalKey[];
// (the compiler checks both lists name every key: a key added to QualityPack and not here fails to compile)
const everyRequired: Exclude<RequiredKey, (typeof REQUIRED)[number]> extends never ? true : never = true;
const everyOptional: Exclude<OptionalKey, (typeof OPTIONAL)[number]> extends never ? true : never = true;

/** What is empty in a field's value: an empty list or word, a regular expression that matches everything, a false flag. */
function empties(value: unknown, at: string): string[] {
  if (typeof value === 'string') return value.trim() === value && value !== '' ? [] : [`${at} ${JSON.stringify(value)}`];
  if (typeof value === 'boolean') return value ? [] : [`${at} false (leave the flag out instead)`];
  if (value instanceof RegExp) return value.source === '(?:)' || value.test('') ? [`${at} matches the empty string`] : [];
  if (Array.isArray(value)) return value.length === 0 ? [`${at} empty`] : value.flatMap((v, i) => empties(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => empties(v, `${at}.${k}`));
  return [`${at} missing`];
}

describe('quality packs', () => {
  it('cover the languages of the writer, in the same order', () => {
    expect(everyRequired && everyOptional).toBe(true);
    expect(Object.keys(QUALITY_PACKS)).toEqual(Object.keys(PACKS));
    for (const language of Object.keys(PACKS)) expect(qualityPackOf(language)).toBe(QUALITY_PACKS[language as keyof typeof QUALITY_PACKS]);
    expect(qualityPackOf('nl')).toBeUndefined();
    expect(qualityPackOf('constructor')).toBeUndefined();
  });

  for (const [language, pack] of Object.entries(QUALITY_PACKS)) {
    it(`${language} gives every field, none empty`, () => {
      const problems = [...REQUIRED.flatMap((key) => empties(pack[key], key)), ...OPTIONAL.filter((key) => key in pack).flatMap((key) => empties(pack[key], key))];
      expect(problems).toEqual([]);
      expect(Object.keys(pack).filter((key) => !(REQUIRED as readonly string[]).includes(key) && !(OPTIONAL as readonly string[]).includes(key))).toEqual([]);
    });
  }

  it('merge each word once, in pack order', () => {
    const conjunctions = merged((p) => p.conjunctions);
    expect(conjunctions.slice(0, 2)).toEqual(['and', 'et']);
    expect(new Set(conjunctions).size).toBe(conjunctions.length);
    // a word two packs share ("de" is French and Spanish) is in the merged list once
    expect(merged((p) => p.pastedAfter).filter((w) => w === 'de')).toEqual(['de']);
  });
});
