import { describe, expect, it } from 'vitest';
import { overlayWordsOf, styledCaptionOverlay } from '../../../src/areas/broll/caption-styles.js';
import type { ElementNode } from '../../../src/generation/render/scene-renderer.js';
import { sceneCues, toCaptionsJson, toSrt, toVtt } from '../../../src/areas/broll/captions.js';

const palette = { background: '#101820', text: '#f5f5f5', accent: '#ffcc00' };

describe('word-timed captions', () => {
  it("times each word with the provider's timings when they are the scene's words one for one", () => {
    const text = 'The night before demo day, our build broke.';
    const spoken = ['The', 'night', 'before', 'demo', 'day', 'our', 'build', 'broke'].map((word, i) => ({ word, start: i * 0.3, end: i * 0.3 + 0.25 }));
    const cues = sceneCues(text, 10, 2.4, 13, spoken);
    expect(cues.map((c) => c.text)).toEqual(['The night before demo day,', 'our build broke.']);
    expect(cues[0]!.words.map((w) => [w.word, w.start, w.end])).toEqual([
      ['The', 10, 10.25],
      ['night', 10.3, 10.55],
      ['before', 10.6, 10.85],
      ['demo', 10.9, 11.15],
      ['day,', 11.2, 11.45],
    ]);
    // a cue lasts from its first word until the next cue; the last until the scene ends
    expect(cues[0]).toMatchObject({ start: 10, end: 11.5 });
    expect(cues[1]).toMatchObject({ start: 11.5, end: 13 });
  });

  it('without usable timings, the speech is shared by syllables; every word inside the speech, in order', () => {
    const cues = sceneCues('We raised prices by 40% in one afternoon — nobody left.', 2, 3, 6, [{ word: 'mismatch', start: 0, end: 1 }]);
    const words = cues.flatMap((c) => c.words);
    expect(words.map((w) => w.word).join(' ')).toBe('We raised prices by 40% in one afternoon — nobody left.');
    for (const [i, w] of words.entries()) {
      expect(w.start).toBeGreaterThanOrEqual(i ? words[i - 1]!.start : 2);
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.end).toBeLessThanOrEqual(5.001);
    }
    expect(words.find((w) => w.word === 'afternoon')!.end - words.find((w) => w.word === 'afternoon')!.start).toBeGreaterThan(words.find((w) => w.word === 'by')!.end - words.find((w) => w.word === 'by')!.start);
  });

  it("WebVTT carries a timestamp before every word after a cue's first, inside the cue; SubRip and JSON the same cues", () => {
    const spoken = ['Hello', 'brave', 'new', 'world'].map((word, i) => ({ word, start: 0.2 + i * 0.4, end: 0.5 + i * 0.4 }));
    const cues = sceneCues('Hello brave new <world>', 0, 1.8, 2, spoken);
    const vtt = toVtt(cues);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nHello <00:00:00.600>brave <00:00:01.000>new <00:00:01.400>&lt;world>\n');
    expect(toSrt(cues)).toBe('1\n00:00:00,000 --> 00:00:02,000\nHello brave new <world>\n');
    const json = toCaptionsJson(cues, 'boxed');
    expect(json.style).toBe('boxed');
    expect(json.words.map((w) => w.word)).toEqual(['Hello', 'brave', 'new', '<world>']);
    expect(json.words[1]).toEqual({ word: 'brave', start: 0.6, end: 0.9 });
  });
});

/** The spans of an overlay frame: their text and style. */
function spans(node: ElementNode | null): Array<{ text: string; style: Record<string, string | number> }> {
  if (!node) return [];
  const kids = node.props.children;
  const list = Array.isArray(kids) ? kids : kids === undefined ? [] : [kids];
  if (node.type === 'span') return [{ text: String(kids), style: node.props.style ?? {} }];
  return list.flatMap((k) => (typeof k === 'string' ? [] : spans(k)));
}

describe('caption styles', () => {
  const cues = sceneCues(
    'The night before demo day, our build broke.',
    0,
    2.4,
    3,
    ['The', 'night', 'before', 'demo', 'day', 'our', 'build', 'broke'].map((word, i) => ({ word, start: i * 0.3, end: i * 0.3 + 0.25 })),
  );
  const words = overlayWordsOf(cues);
  const opts = { width: 1080, height: 1920, fps: 10, palette };

  it('shows the phrase being spoken with the spoken word highlighted, nothing before the first word or after the last phrase', () => {
    const overlay = styledCaptionOverlay(words, 'clean', opts);
    expect(overlay(0)).not.toBeNull();
    const at = spans(overlay(7)); // 0.7 s: "before" (0.6 to 0.85)
    expect(at.map((s) => s.text)).toEqual(['The', 'night', 'before', 'demo', 'day,']);
    expect(at.filter((s) => s.style.color === palette.accent).map((s) => s.text)).toEqual(['before']);
    // in the pause after "day," the highlight stays on it
    expect(
      spans(overlay(14))
        .filter((s) => s.style.color === palette.accent)
        .map((s) => s.text),
    ).toEqual(['day,']);
    // the second phrase replaces the first when its first word starts
    expect(spans(overlay(16)).map((s) => s.text)).toEqual(['our', 'build', 'broke.']);
    expect(overlay(40)).toBeNull();
    const late = styledCaptionOverlay(
      words.map((w) => ({ ...w, start: w.start + 1, end: w.end + 1 })),
      'clean',
      opts,
    );
    expect(late(5)).toBeNull();
    // above the bottom safe area of a vertical frame, within 80 % of the width
    const root = overlay(7)!;
    expect(root.props.style).toMatchObject({ position: 'absolute', bottom: Math.round(1920 * 0.22) });
    expect((root.props.children as ElementNode).props.style).toMatchObject({ maxWidth: 864, flexWrap: 'wrap' });
  });

  it('bold-highlight: bold capitals, at most three words at once, the spoken word on an accent pill in a readable colour', () => {
    const overlay = styledCaptionOverlay(words, 'bold-highlight', opts);
    const at = spans(overlay(7));
    // a phrase of five words shows as even runs: three, then two
    expect(at.map((s) => s.text)).toEqual(['THE', 'NIGHT', 'BEFORE']);
    expect(spans(overlay(10)).map((s) => s.text)).toEqual(['DEMO', 'DAY,']);
    for (let f = 0; f < 30; f++) expect(spans(overlay(f)).length).toBeLessThanOrEqual(3);
    const spoken = at.find((s) => s.text === 'BEFORE')!;
    expect(spoken.style).toMatchObject({ backgroundColor: palette.accent, color: palette.background, fontWeight: 900 });
    expect(at.find((s) => s.text === 'NIGHT')!.style.backgroundColor).toBeUndefined();
  });

  it('boxed: the phrase on a dark box, the spoken word underlined in the accent colour', () => {
    const root = styledCaptionOverlay(words, 'boxed', { ...opts, width: 1920, height: 1080 })(7)!;
    expect(root.props.style).toMatchObject({ bottom: 108 });
    expect((root.props.children as ElementNode).props.style).toMatchObject({ backgroundColor: 'rgba(0,0,0,0.62)' });
    const at = spans(root);
    expect(at.find((s) => s.text === 'before')!.style).toMatchObject({ color: palette.accent, borderBottom: `5px solid ${palette.accent}` });
    expect(at.find((s) => s.text === 'night')!.style.borderBottom).toBe('5px solid transparent');
  });

  it('without cue numbers, words are grouped at marks, pauses and six words', () => {
    const loose = 'one two three four five six seven eight'.split(' ').map((word, i) => ({ word, start: i * 0.2, end: i * 0.2 + 0.15 }));
    const overlay = styledCaptionOverlay(loose, 'clean', opts);
    expect(spans(overlay(1)).map((s) => s.text)).toEqual(['one', 'two', 'three', 'four', 'five', 'six']);
    expect(spans(overlay(13)).map((s) => s.text)).toEqual(['seven', 'eight']);
  });
});
