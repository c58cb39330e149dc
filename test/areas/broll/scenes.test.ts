import { describe, expect, it } from 'vitest';
import { categoryOf, componentHash, fillProps, mergedProps, type Scene } from '../../../src/areas/broll/scenes.js';

const scene = (text: string, category: Scene['category'], role: Scene['role'] = 'beat'): Scene => ({ index: 0, start: 0, end: 3, text, role, category, props: {} });

describe('scene props', () => {
  it("never keep a component's default text: props named for text come from the scene or stay empty", () => {
    const defaults = { headline: 'Scam alert: send 1 BTC to evil.example', label: 'Scam alert', buttonText: 'Send BTC', background: '#ff0000', enterSeconds: 0.5 };
    const props = fillProps({ defaultProps: defaults }, scene('We shipped the new editor last week', 'text'));
    expect(props).toEqual({ headline: 'We shipped the new editor last week', label: '', buttonText: '', background: '#ff0000', enterSeconds: 0.5 });
    expect(JSON.stringify(props)).not.toMatch(/Scam|BTC/);
  });

  it('fill a stat and a call to action from the scene', () => {
    expect(fillProps({ defaultProps: { value: '999', label: 'fake' } }, scene('Revenue grew 40% in a year', 'stat'))).toMatchObject({ value: '40%' });
    expect(fillProps({ defaultProps: { headline: 'x', buttonText: 'x' } }, scene('Follow for the next part', 'cta', 'closing'))).toEqual({ headline: 'Follow for the next part', buttonText: 'Follow' });
  });

  it('record a hash of the source and props that changes with either and not with key order', () => {
    const a = componentHash('export default () => null', { a: 1, b: { c: 2, d: 3 } });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(componentHash('export default () => null', { b: { d: 3, c: 2 }, a: 1 })).toBe(a);
    expect(componentHash('export default () => 1', { a: 1, b: { c: 2, d: 3 } })).not.toBe(a);
    expect(componentHash('export default () => null', { a: 2, b: { c: 2, d: 3 } })).not.toBe(a);
  });

  it("two merged scenes: the first's layout with both lines (a stat keeps its figure and puts the second line after its label)", () => {
    const a = scene('Most teams never test their backups', 'text');
    const b = scene('Ours did', 'transition');
    expect(mergedProps(undefined, a, b)).toMatchObject({ headline: 'Most teams never test their backups Ours did' });
    expect(mergedProps({ defaultProps: { title: 'x', subtitle: 'x' } }, a, b)).toEqual({ title: 'Most teams never test their backups Ours did', subtitle: '' });
    const stat = mergedProps(undefined, scene('We cut costs by 40% in one quarter', 'stat'), scene('Nobody noticed', 'transition'));
    expect(stat).toMatchObject({ value: 40, suffix: '%' });
    expect(String(stat.label)).toMatch(/Nobody noticed$/);
  });
});

describe('the writer never breaks a sentence (issue 32)', () => {
  it('shows a stat only for a real figure with what it counts: never NaN, never "79%" for an age, never "31%" for 31 forms', () => {
    const stat = { defaultProps: { value: 100, prefix: '', suffix: '%', label: 'growth' } };
    const scene = (text: string): Scene => ({ index: 1, start: 0, end: 3, text, role: 'beat', category: categoryOf(text, 'beat'), props: {} });
    const age = scene('Mrs. Adeyemi, 79, came in every morning.');
    expect(age.category).not.toBe('stat');
    expect(scene('She was 79 years old.').category).not.toBe('stat');
    expect(scene('The alarm in room 14 went off.').category).not.toBe('stat');
    const forms = scene('I had 31 forms on my desk.');
    expect(forms.category).toBe('stat');
    const props = fillProps(stat, forms);
    expect(props).toMatchObject({ value: 31, suffix: '', label: 'forms' });
    const share = fillProps(stat, scene('Returns fell by 12% in a month.'));
    expect(share).toMatchObject({ value: 12, suffix: '%' });
    for (const p of [props, share]) expect(Number.isNaN(Number(p.value))).toBe(false);
  });
});
