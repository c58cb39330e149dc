import { describe, expect, it } from 'vitest';
import { assembleScript, composeOutline, composeSections, type ScriptInput } from '../src/generation/tasks/script.js';
import { composeShort } from '../src/generation/tasks/short.js';
import { PACKS } from '../src/generation/writing/packs/index.js';

/**
 * A story that states no lesson: the script and the short close on the story's own last sentence
 * (no stock moral of the writer's), the short keeps the key event and the turn, and the line after
 * the hook names the person the story is about, not a side character named more often.
 */
const en = {
  title: 'The fridge log',
  content:
    'Maya has run the night desk at a small hospital pharmacy for six years. On 2 March she started her shift at 10 p.m. with Ben, a trainee in his first month. The heating was broken and the room was at 14 degrees. Ben wanted to restock the shelves first; she chose to check the fridge log. At 1:15 a.m. she saw that the vaccine fridge had read 11 degrees for three hours. Maya called the on-call manager, moved the vials to the spare fridge and labelled every box. Ben brought the spare thermometer within two minutes. She did not throw anything away: she quarantined the batch and phoned the manufacturer, exactly as she had practised it in May with the night team. The manufacturer said the vials were still safe. Ben wrote down every reading while Maya filled in the incident form. In the morning Ben showed the log to the head pharmacist. Ben now checks the fridge log first. By the end of the year, the pharmacy had logged 2,400 fridge readings and lost no batch.',
  mood: 'neutral',
};
const es = {
  title: 'Julio en los Picos',
  content:
    'Lucía lleva diez años como guía de montaña en los Picos de Europa. El 3 de julio salió a las 7:00 con Pablo, un aprendiz de veinte años que hacía su primera temporada. A las 9:30 el cielo estaba despejado y había 12 °C en el refugio. Pablo quería subir por la canal; ella prefirió la arista. A las 12:40 vio a un montañero de unos sesenta años sentado en la nieve, a unos 200 m del collado. Lucía llamó a Pablo por radio, sacó la cuerda y bajó hasta el hombre. Pablo llegó detrás con la manta en cinco minutos. Ella no tiró de él: lo aseguró a la cuerda y lo bajó paso a paso hasta la senda, como había practicado tantas veces en mayo con los bomberos. El hombre bebió agua y se quedó callado un buen rato. Su hija llegó corriendo desde el refugio. Pablo la calmó mientras Lucía revisaba al hombre. Esa noche Pablo escribió el informe. Pablo no volvió a proponer la canal. Al final del verano, el refugio contó 2.100 visitantes y 19 rescates.',
  mood: 'neutral',
};

const cases = [
  { lang: 'en' as const, story: en, protagonist: 'Maya', side: 'Ben', last: 'By the end of the year', keyEvent: 'moved the vials', turn: 'quarantined the batch' },
  { lang: 'es' as const, story: es, protagonist: 'Lucía', side: 'Pablo', last: 'Al final del verano', keyEvent: 'bajó hasta el hombre', turn: 'lo aseguró a la cuerda' },
];

describe('a story that states no lesson, in a script and its short', () => {
  for (const c of cases) {
    const input: ScriptInput = { title: c.story.title, anecdotes: [c.story] };
    const outline = composeOutline(input).outline;
    const sections = composeSections({ ...input, outline }).sections;
    const script = assembleScript(outline, sections);
    const spoken = sections.map((s) => s.spokenText).join('\n');
    const lastSentence = c.story.content.slice(c.story.content.indexOf(c.last));

    it(`${c.lang}: the script says the story's own closing sentence once, in place of a moral`, () => {
      expect(spoken).not.toMatch(/hard moment is where|momento difícil es donde/u);
      expect(spoken.split(lastSentence).length - 1).toBe(1);
      const lesson = sections.find((s) => s.heading === PACKS[c.lang].script.headings.lesson);
      // (the lesson part, when there is one, is the story's own closing, without a lead-in of the writer's)
      if (lesson) expect(lesson.spokenText).toBe(lastSentence);
      // the line after the hook names the person the first sentence opens on, not the trainee named more often
      expect(sections[0]!.spokenText).not.toContain(c.side);
    });

    it(`${c.lang}: the short keeps the key event and the turn, in the story's order, and closes on the story's last sentence`, () => {
      const short = composeShort({ title: c.story.title, script });
      const texts = short.beats.map((b) => b.text);
      expect(texts.join(' ')).not.toMatch(/hard moment is where|momento difícil es donde/u);
      expect(texts.some((t) => t.includes(c.keyEvent))).toBe(true);
      expect(texts.some((t) => t.includes(c.turn))).toBe(true);
      expect(short.closingLine?.startsWith(c.last)).toBe(true);
      expect(texts[texts.length - 1]).toBe(short.closingLine);
      // after the hook, the beats follow the story's order (their openings: figures are said in digits)
      const at = texts.slice(1, -1).map((t) => c.story.content.indexOf(t.slice(0, 10)));
      expect(at.every((p) => p >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(short.durationSeconds).toBeLessThanOrEqual(60);
    });
  }
});
