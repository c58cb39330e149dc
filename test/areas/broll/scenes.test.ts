import { describe, expect, it } from 'vitest';
import { categoryOf, chooseComponent, componentHash, fillProps, mergedProps, splitScenes, type Scene } from '../../../src/areas/broll/scenes.js';
import { naturalLength, planLength, shotFrames } from '../../../src/areas/broll/length.js';
import { beatsOf, timeScenes, type VoiceOver } from '../../../src/areas/broll/voice.js';
import { markShots, planScenes } from '../../../src/areas/broll/scene-plan.js';
import type { ComponentRow } from '../../../src/areas/components/repository.js';
import type { ShortScript } from '../../../src/generation/tasks/short.js';

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

// The scene planner pinned on a fixed short (issue 47: written before the planner was split into
// named steps, so that the split is shown not to change what it plans): each beat's scene, its
// role and category, the owner's medium or the component it shows with its props, and the
// scenes' timing on a fixed voice, with the visuals a target length makes of them.
const short: ShortScript = {
  hook: 'I lost my keys in Lisbon',
  beats: [
    { start: 0, end: 2.4, text: 'I lost my keys in Lisbon', caption: 'Lost in Lisbon' },
    { start: 2.4, end: 5.1, text: 'Revenue grew 40% in a year after that', caption: 'Up 40%' },
    { start: 5.1, end: 6, text: 'Then silence.' },
    { start: 6, end: 9.3, text: 'A stranger walked three streets with me to find them' },
    { start: 9.3, end: 11, text: 'Follow for the next part', caption: 'Follow' },
  ],
  closingLine: 'Follow for the next part',
};
const at = '2026-01-01T00:00:00.000Z';
const component = (id: string, category: ComponentRow['category'], name: string, tags: string[], defaultProps: Record<string, unknown>): ComponentRow =>
  ({
    id,
    ownerId: 'o',
    name,
    category,
    description: '',
    tags,
    defaultProps,
    prompt: '',
    sourceCode: `export default () => '${id}'`,
    isPublic: false,
    isValidated: true,
    warnings: [],
    createdAt: at,
    updatedAt: at,
    versionsWindowStart: null,
    versionsInWindow: 0,
  }) as ComponentRow;
const library = [
  component('c-text', 'text', 'Plain story card', ['story'], { headline: 'x', label: 'y' }),
  component('c-text2', 'text', 'Hook banner', ['hook', 'lisbon'], { title: 'x' }),
  component('c-stat', 'stat', 'Growth counter', ['growth', 'percent'], { value: 0, suffix: '', label: 'x' }),
  component('c-cta', 'cta', 'Follow button', ['closing'], { headline: 'x', buttonText: 'x' }),
];
/** the planner's output for `short`, as the B-roll pipeline plans it: scenes, media, components, their props and hashes */
function planned(previousChoices?: (string | null)[]) {
  const scenes = splitScenes(short);
  for (const m of [{ index: 3, mediaId: 'm-1' }]) if (scenes[m.index]) scenes[m.index]!.mediaId = m.mediaId;
  const chosen = scenes.map((s) => {
    const pick = chooseComponent(s, library, previousChoices?.[s.index]);
    s.props = fillProps(pick?.component, s);
    if (pick) Object.assign(s, { componentId: pick.component.id, componentName: pick.component.name, componentSha256: componentHash(pick.component.sourceCode, s.props) });
    return pick;
  });
  return { scenes, fit: chosen.map((c) => (!c ? 0.5 : c.score >= 10 ? 1 : 0.6)) };
}
const pinned = [
  { index: 0, start: 0, end: 2.4, role: 'hook', category: 'text', componentId: 'c-text2', props: { title: 'I lost my keys in Lisbon' } },
  { index: 1, start: 2.4, end: 5.1, role: 'beat', category: 'stat', componentId: 'c-stat', props: { value: 40, suffix: '%', label: 'in a year after that' } },
  { index: 2, start: 5.1, end: 6, role: 'beat', category: 'transition', componentId: 'c-text', props: { headline: 'Then silence.', label: '' } },
  { index: 3, start: 6, end: 9.3, role: 'beat', category: 'text', mediaId: 'm-1', componentId: 'c-text', props: { headline: 'A stranger walked three streets with me to find them', label: '' } },
  { index: 4, start: 9.3, end: 11, role: 'closing', category: 'cta', componentId: 'c-cta', props: { headline: 'Follow for the next part', buttonText: 'Follow' } },
];
const voice: VoiceOver = {
  language: 'en',
  voice: 'v',
  provider: 'p',
  rate: 1,
  tracks: [
    { file: 'a', seconds: 2 },
    { file: 'b', seconds: 2.6 },
    { file: 'c', seconds: 0.6 },
    { file: 'd', seconds: 3.2 },
    { file: 'e', seconds: 1.5 },
  ],
  speechSeconds: 9.9,
  warnings: [],
};

describe('the scene planner on a fixed short', () => {
  it('plans each beat a scene: its role, category, medium, component and props', () => {
    const { scenes, fit } = planned();
    expect(scenes.map(({ index, start, end, role, category, mediaId, componentId, props }) => ({ index, start, end, role, category, ...(mediaId ? { mediaId } : {}), componentId, props }))).toEqual(pinned);
    expect(scenes.map((s) => s.componentSha256)).toEqual(scenes.map((s) => componentHash(library.find((c) => c.id === s.componentId)!.sourceCode, s.props)));
    expect(fit).toEqual([1, 1, 0.6, 1, 1]);
    // a re-render avoids the previous choice where a component of the same fit class is there
    expect(planned(['c-text2', null, null, 'c-text', null]).scenes.map((s) => s.componentId)).toEqual(['c-text', 'c-stat', 'c-text', 'c-text2', 'c-cta']);
  });

  it('times the scenes on the voice, and a target length merges or splits their visuals', () => {
    const { scenes } = planned();
    const natural = timeScenes(scenes, voice, 30, naturalLength(beatsOf(voice, scenes)));
    expect(natural.frames).toEqual([71, 89, 36, 107, 56]);
    expect(scenes.map((s) => [s.start, s.end])).toEqual([
      [0, 2.37],
      [2.37, 5.33],
      [5.33, 6.53],
      [6.53, 10.1],
      [10.1, 11.97],
    ]);
    const plan = planLength(beatsOf(voice, scenes), 24, 1);
    const timed = timeScenes(scenes, voice, 30, plan);
    expect(timed.frames).toEqual([145, 163, 103, 181, 130]);
    expect(scenes.map((s) => [s.start, s.end])).toEqual([
      [0, 4.83],
      [4.83, 10.27],
      [10.27, 13.7],
      [13.7, 19.73],
      [19.73, 24.07],
    ]);
    const shots = shotFrames(plan.shots, timed.frames, 30);
    expect(shots.map((s) => [s.beats, s.part, s.frames])).toEqual([
      [[0], undefined, 145],
      [[1], 0, 89],
      [[1], 1, 74],
      [[2], undefined, 103],
      [[3], 0, 107],
      [[3], 1, 74],
      [[4], undefined, 130],
    ]);
    // (as the pipeline marks them: a split scene shows two visuals, a merged one the visual of the scene before)
    for (const shot of shots) {
      if (shot.beats.length > 1) scenes[shot.beats[1]!]!.shownWith = shot.beats[0]!;
      if (shot.part === 1) scenes[shot.beats[0]!]!.visuals = 2;
    }
    expect(scenes.map((s) => [s.visuals, s.shownWith])).toEqual([
      [undefined, undefined],
      [2, undefined],
      [undefined, undefined],
      [2, undefined],
      [undefined, undefined],
    ]);
  });

  it('planScenes, in its named steps, plans the same scenes as the pinned plan', () => {
    const plan = planScenes(short, library, [{ index: 3, mediaId: 'm-1' }]);
    expect(plan.scenes).toEqual(planned().scenes);
    expect(plan.scenes.map(({ index, start, end, role, category, mediaId, componentId, props }) => ({ index, start, end, role, category, ...(mediaId ? { mediaId } : {}), componentId, props }))).toEqual(pinned);
    expect(plan.fit).toEqual([1, 1, 0.6, 1, 1]);
    expect(plan.chosen.map((c) => c?.component.id)).toEqual(['c-text2', 'c-stat', 'c-text', 'c-text', 'c-cta']);
    expect(plan.warnings).toEqual([]);
    expect(plan.screenPenalty).toBe(0);
    expect(planScenes(short, library, undefined, { previousChoices: ['c-text2', null, null, 'c-text', null] }).scenes.map((s) => s.componentId)).toEqual(['c-text', 'c-stat', 'c-text', 'c-text2', 'c-cta']);
    // a component changed since the last render, an empty library: said
    const changed = planScenes(short, library, undefined, { previousComponents: [{ componentId: 'c-text2', componentSha256: 'f'.repeat(64) }] });
    expect(changed.warnings).toEqual(['component "Hook banner" (c-text2) changed since scene 0 was last rendered (its source or props no longer match sha256 ffffffffffff): this render uses the current version']);
    const bare = planScenes(short, [], undefined);
    expect(bare.warnings).toEqual(['the component library has no validated component: every scene uses the built-in style of its category']);
    expect(bare.fit).toEqual([0.5, 0.5, 0.5, 0.5, 0.5]);
    // the visuals of a length plan, marked as the pinned plan marks them
    const scenes = plan.scenes;
    const timed = timeScenes(scenes, voice, 30, planLength(beatsOf(voice, scenes), 24, 1));
    markShots(scenes, shotFrames(planLength(beatsOf(voice, scenes), 24, 1).shots, timed.frames, 30));
    expect(scenes.map((s) => [s.visuals, s.shownWith])).toEqual([
      [undefined, undefined],
      [2, undefined],
      [undefined, undefined],
      [2, undefined],
      [undefined, undefined],
    ]);
    const merged = planScenes(short, library, undefined).scenes;
    markShots(merged, [{ beats: [0] }, { beats: [1, 2] }, { beats: [3] }, { beats: [4] }]);
    expect(merged.map((s) => s.shownWith)).toEqual([undefined, undefined, 1, undefined, undefined]);
  });
});
