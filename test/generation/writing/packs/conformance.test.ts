import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectTextLanguage } from '../../../../src/generation/language.js';
import { findings } from '../../../../src/generation/quality/gate.js';
import type { Task } from '../../../../src/generation/task.js';
import { carouselOutlineTask, carouselSlidesTask } from '../../../../src/generation/tasks/carousel.js';
import { postTask } from '../../../../src/generation/tasks/post.js';
import { assembleScript, scriptOutlineTask, scriptSectionsTask } from '../../../../src/generation/tasks/script.js';
import { condenseShortTask } from '../../../../src/generation/tasks/short.js';
import { PACKS } from '../../../../src/generation/writing/packs/index.js';

/**
 * What every language pack must give the writer, run over every pack in PACKS: a new pack is
 * covered by adding it there and its story in test/fixtures/packs/<code>.json (the test fails
 * until that story exists). The story is one nobody tuned a pack to: the same event told in
 * each language.
 */
const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../fixtures/packs');

interface Story {
  title: string;
  content: string;
  mood?: string;
  tags?: string[];
}

/** every string, array and regular expression reachable from a pack, with its path */
function leaves(value: unknown, at: string, out: Array<{ at: string; value: unknown }> = []) {
  if (typeof value === 'string' || value instanceof RegExp || typeof value === 'function') out.push({ at, value });
  else if (Array.isArray(value)) {
    out.push({ at, value });
    value.forEach((v, i) => leaves(v, `${at}[${i}]`, out));
  } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, `${at}.${k}`, out);
  return out;
}

/** the gate's findings on each text a task writes offline from the story, by kind */
function written(story: Story): Array<{ kind: string; texts: string; found: string[] }> {
  const run = <I, O>(kind: string, task: Task<I, O>, input: I) => {
    const output = task.local(input);
    return { kind, output, result: { kind, texts: JSON.stringify(output), found: findings(task, input, output) } };
  };
  const anecdote = { ...story };
  const post = run('post', postTask, { anecdote });
  const outline = run('carousel outline', carouselOutlineTask, { anecdote });
  const slides = run('carousel slides', carouselSlidesTask, { anecdote, outline: outline.output });
  const script = { title: story.title, anecdotes: [anecdote] };
  const scriptOutline = run('script outline', scriptOutlineTask, script);
  const sections = run('script sections', scriptSectionsTask, { ...script, outline: scriptOutline.output.outline });
  const short = run('short', condenseShortTask, { title: story.title, script: assembleScript(scriptOutline.output.outline, sections.output.sections) });
  return [post, outline, slides, scriptOutline, sections, short].map((r) => r.result);
}

/**
 * Entries that may be empty, and why: the number words are tables by position (no word for 0
 * and 1 in `units`, none below 20 in `tens`; Polish spells no figures), and a language without
 * contractions has no formal rewrites (its formal register drops exclamations only).
 */
const MAY_BE_EMPTY = [/\.numbers\.(units|tens)(\[\d+\])?$/, /\.numbers\.one$/, /^(it|pl)\.formal$/];

describe.each(Object.entries(PACKS))('language pack %s', (code, pack) => {
  it('names its own language and fills every entry it has', () => {
    expect(pack.code).toBe(code);
    const all = leaves(pack, code);
    expect(all.length).toBeGreaterThan(50);
    for (const { at, value } of all) {
      if (MAY_BE_EMPTY.some((re) => re.test(at))) continue;
      if (typeof value === 'string') expect(value.trim(), at).not.toBe('');
      if (Array.isArray(value)) expect(value.length, at).toBeGreaterThan(0);
      // a pattern that matches nothing at all, or everything, cannot tell one sentence from another
      if (value instanceof RegExp) expect(new RegExp(value.source, value.flags.replace('g', '')).test(''), `${at} matches the empty text`).toBe(false);
    }
  });

  it('writes a post, a carousel, a script and a short of its story in its language that the quality gate passes', () => {
    const file = path.join(FIXTURES, `${code}.json`);
    expect(existsSync(file), `${file}: every pack needs its story`).toBe(true);
    const story: Story = JSON.parse(readFileSync(file, 'utf8'));
    expect(detectTextLanguage(story.content).code).toBe(code);
    for (const { kind, texts, found } of written(story)) {
      expect(found, `${code} ${kind}`).toEqual([]);
      expect(texts.length, `${code} ${kind}`).toBeGreaterThan(40);
    }
    const post = JSON.parse(written(story)[0]!.texts) as { content: string };
    expect(detectTextLanguage(post.content).code, 'the post').toBe(code);
    // the story's figure comes through whole, never cut from its digits
    expect(post.content).toMatch(/48000|4800/);
  });
});
