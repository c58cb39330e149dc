import { readFileSync } from 'node:fs';
import path from 'node:path';
import { articleTask, briefOf } from '../../src/areas/blog/generation/article-task.js';
import { siteRecapTask } from '../../src/areas/blog/generation/site-task.js';
import type { Task } from '../../src/generation/task.js';
import { carouselOutlineTask, carouselSlidesTask } from '../../src/generation/tasks/carousel.js';
import { componentTask } from '../../src/generation/tasks/component.js';
import { postTask } from '../../src/generation/tasks/post.js';
import { assembleScript, scriptOutlineTask, scriptSectionsTask } from '../../src/generation/tasks/script.js';
import { condenseShortTask } from '../../src/generation/tasks/short.js';
import { youtubeSuggestionsTask } from '../../src/generation/tasks/youtube.js';

/**
 * One input per kind of generation task, from the eval's first set (scripts/eval/corpus/): what
 * the prompt golden test snapshots and the model-path tests send to a model. Inputs a task takes
 * from an earlier one (an outline's sections, a script's short) come from the offline writer.
 */
export interface TaskCase {
  kind: string;
  task: Task<any, any>;
  input: unknown;
}

const CORPUS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../scripts/eval/corpus');
interface Anecdote {
  id: string;
  title: string;
  content: string;
  tags: string[];
  mood: string;
}
const anecdotes: Anecdote[] = JSON.parse(readFileSync(path.join(CORPUS, 'anecdotes.json'), 'utf8'));
const sites: Array<{ topics: string[]; material: any }> = JSON.parse(readFileSync(path.join(CORPUS, 'sites.json'), 'utf8'));

const story = (id: string) => {
  const a = anecdotes.find((x) => x.id === id) ?? anecdotes[0]!;
  return { title: a.title, content: a.content, mood: a.mood, tags: a.tags };
};

export function taskCases(): TaskCase[] {
  const en = story('en-launch');
  const fr = anecdotes.find((a) => a.id.startsWith('fr-'))!;
  const theme = { tone: 'warm', pacing: 'punchy', pointOfView: 'first', length: 'short' };
  const themeInfo = { name: 'Founder notes', description: 'Honest posts for early-stage founders' };
  const post = { anecdote: en, theme, themeInfo };
  const previousDraft = postTask.local(post).content;
  const carousel = { anecdote: en, theme, themeInfo };
  const outline = carouselOutlineTask.local(carousel);
  const script = { title: 'What launch day taught me', anecdotes: [en, story(anecdotes[1]!.id)] };
  const scriptOutline = scriptOutlineTask.local(script);
  const sections = scriptSectionsTask.local({ ...script, outline: scriptOutline.outline });
  const site = sites[0]!;
  const recap = siteRecapTask.local(site.material);
  const row = {
    siteUrl: site.material.siteUrl,
    audience: recap.targetAudience,
    positioning: recap.positioning,
    recap: { siteName: site.material.siteName, detectedLanguage: site.material.language, ...recap },
  };
  return [
    { kind: 'post', task: postTask, input: post },
    { kind: 'post-regeneration', task: postTask, input: { ...post, reason: 'Make it shorter and punchier, and end with a question to the reader.', previousDraft, variant: 1 } },
    { kind: 'post-fr', task: postTask, input: { anecdote: story(fr.id) } },
    { kind: 'carousel-outline', task: carouselOutlineTask, input: carousel },
    { kind: 'carousel-slides', task: carouselSlidesTask, input: { ...carousel, outline } },
    { kind: 'script-outline', task: scriptOutlineTask, input: script },
    { kind: 'script-sections', task: scriptSectionsTask, input: { ...script, outline: scriptOutline.outline } },
    { kind: 'short', task: condenseShortTask, input: { title: script.title, script: assembleScript(scriptOutline.outline, sections.sections) } },
    { kind: 'youtube-suggestions', task: youtubeSuggestionsTask, input: { anecdotes: [en, story(anecdotes[2]!.id), story(fr.id)], count: 3, settled: [] } },
    { kind: 'component', task: componentTask, input: { name: 'Signup counter', category: 'stat', prompt: 'A big number counting up to 14 with the label "people signed up"' } },
    { kind: 'site-recap', task: siteRecapTask, input: site.material },
    { kind: 'article', task: articleTask, input: { ...briefOf(site.topics[0]!, row as never), anecdotes: [story(anecdotes[3]!.id), en] } },
  ];
}
