// Stories and helpers shared by the writer tests under test/generation/ (none is in an eval set):
// each test file is named after the module it tests; what several of them read is here, once.
import { assembleScript, composeOutline, composeSections, type ScriptInput } from '../../src/generation/tasks/script.js';
import { brokenHits } from '../../src/generation/quality/broken.js';
import { analyzeStory } from '../../src/generation/writing/analyze/story.js';

// stories written for these tests (none is in the eval corpus)
export const harbour = {
  title: 'The harbour office',
  content:
    "In March the harbour office lost its only clerk. Mrs. Adeyemi, seventy-nine, came in every morning to ask about her nephew's boat. I had thirty-one forms on my desk and no idea where the boat was. But I walked her to the pier and we read the board together. She brought me tea the next day. What I understood that day is that a list of forms is not the same as a list of people.",
};
export const bakery = {
  title: 'You do not need a bigger oven',
  content: 'For two years I wanted a bigger oven. I baked the same bread two hundred times instead. The lesson is simple: practice beats equipment. My daughter Ines tastes every loaf. She still asks for the burnt ones.',
};
export const spanish = {
  title: 'La lista del martes',
  content: 'El martes imprimí la lista de clientes que no habían pagado. Eran 31 nombres, y Lucía conocía a la mitad de ellos. Pero nadie los había llamado nunca. Aprendí que una lista no es una relación.',
};
export const german = {
  title: 'Der Zettel am Kühlschrank',
  content: 'Mein Sohn Jonas schrieb mir einen Zettel. Er wollte wissen, ob wir am Samstag wirklich umziehen. Ich hatte ihm nichts gesagt, aber er hatte die Kartons gesehen. Ich habe gelernt, dass Kinder alles sehen.',
};
export const french = {
  title: 'Le carnet rouge',
  content:
    'Chaque soir, ma grand-mère notait ses dépenses dans un carnet rouge. Un jour, elle m’a montré une page de 1974. Il y avait 12 lignes, et chacune racontait une semaine. Mais elle ne parlait jamais de ce qui manquait. J’ai compris que les chiffres gardent aussi les silences.',
};

export const scriptOf = (input: ScriptInput) => {
  const outline = composeOutline(input).outline;
  return assembleScript(outline, composeSections({ ...input, outline }).sections);
};
// Stories written for these tests (none is in an eval set), in several languages.
export const meeting = {
  title: 'La réunion de lundi',
  content:
    "« Qu'est-ce qui ne marche pas ? », m'a demandé la directrice. J'ai dit que tout allait bien. Elle a posé son stylo et a attendu. Le projet a pris trois mois de retard. Un an plus tard, j'ai compris ce silence : on ne règle que les problèmes qu'on ose nommer.",
};
export const cornerShop = {
  title: 'La tienda de la esquina',
  content: 'La vendedora me preguntó qué buscaba de verdad. Le dije que solo miraba. Ella sonrió y siguió ordenando las cajas. Volví al día siguiente con una lista. Aprendí que una buena pregunta vale más que una oferta.',
};
export const fridayCall = {
  title: 'Der Anruf am Freitag',
  content: 'Die Kundin rief am Freitag kurz vor sechs an. Ich wollte schon nach Hause gehen. Sie fragte nur, ob wir am Montag liefern können. Ich blieb und packte die Kisten selbst. Ich habe gelernt, dass ein Anruf mehr zählt als eine E-Mail.',
};
export const workshop = {
  title: 'La bottega di Lucia',
  content:
    'Lucia restaura mobili a Torino da dodici anni. Un cliente le ha portato una sedia rotta e voleva averla per sabato. Lucia ha detto di no. La colla ha bisogno di tre giorni per asciugare bene. Il cliente è tornato una settimana dopo con altre due sedie.',
};
export const nightTrain = {
  title: 'The night train',
  content: 'The night train to Vienna left at 10:40 p.m., and my talk ended at 10:15. The organiser wanted one more photo with the speakers. I said no and ran. I made the train with three minutes to spare. I learned that a clear no is kinder than a late yes.',
};

export const hitNames = (text: string, language: string, source?: string, more: object = {}) => brokenHits(text, { language, ...(source ? { source } : {}), ...more }).map((h) => h.name);

export const pricingCall = {
  title: 'The pricing call',
  content:
    "I was sure we'd lose the customer when we doubled our price. My hands were shaking on the call, but I didn't apologize. " +
    'They asked two questions and signed for another year. Wow, I was wrong about what they valued. ' +
    'I learned that customers pay for outcomes, not for hours.',
  tags: ['pricing', 'founder life'],
  mood: 'proud',
};

export // lesson-first stories: the lesson opens the story, the next sentence points back at it ("I learned that at ...", "L'ho capito nel ...")
const lessonFirst = [
  {
    lang: 'en',
    title: 'Read the bag',
    content:
      "Most of what I know about a patient's medicines is not on my screen. I learned that at 5:50 p.m. on a wet Tuesday in March. Mrs. Okafor, 81, asked whether she could take something for her knee. Before I answered, I checked three things:\n- her record: warfarin 3 mg a day;\n- her bag: ibuprofen 400 mg, half gone;\n- her cupboard: a herbal remedy.\nNext to the warfarin was a box of ibuprofen, half gone, and a herbal sleep remedy her daughter had bought online. She called her GP the next morning.",
  },
  {
    lang: 'it',
    title: 'Il restauro',
    content:
      "Il gesto più importante del mio lavoro è quello che non faccio. L'ho capito nel 2018, su un affresco vicino ad Arezzo. Prima di procedere ho rifatto le misure:\n- umidità della parete: 78%;\n- temperatura: 9 °C alle 8 del mattino.\nHo fermato il cantiere per sei mesi, finché non è stata riparata la grondaia. Alla fine l'integrazione ha richiesto 140 ore, non 60.",
  },
];
export const first = (content: string, title = 'A story') => analyzeStory({ title, content }).sentences[0]!;

/**
 * A story that states no lesson: the script and the short close on the story's own last sentence
 * (no stock moral of the writer's), the short keeps the key event and the turn, and the line after
 * the hook names the person the story is about, not a side character named more often.
 */
const fridgeLog = {
  title: 'The fridge log',
  content:
    'Maya has run the night desk at a small hospital pharmacy for six years. On 2 March she started her shift at 10 p.m. with Ben, a trainee in his first month. The heating was broken and the room was at 14 degrees. Ben wanted to restock the shelves first; she chose to check the fridge log. At 1:15 a.m. she saw that the vaccine fridge had read 11 degrees for three hours. Maya called the on-call manager, moved the vials to the spare fridge and labelled every box. Ben brought the spare thermometer within two minutes. She did not throw anything away: she quarantined the batch and phoned the manufacturer, exactly as she had practised it in May with the night team. The manufacturer said the vials were still safe. Ben wrote down every reading while Maya filled in the incident form. In the morning Ben showed the log to the head pharmacist. Ben now checks the fridge log first. By the end of the year, the pharmacy had logged 2,400 fridge readings and lost no batch.',
  mood: 'neutral',
};
const mountainGuide = {
  title: 'Julio en los Picos',
  content:
    'Lucía lleva diez años como guía de montaña en los Picos de Europa. El 3 de julio salió a las 7:00 con Pablo, un aprendiz de veinte años que hacía su primera temporada. A las 9:30 el cielo estaba despejado y había 12 °C en el refugio. Pablo quería subir por la canal; ella prefirió la arista. A las 12:40 vio a un montañero de unos sesenta años sentado en la nieve, a unos 200 m del collado. Lucía llamó a Pablo por radio, sacó la cuerda y bajó hasta el hombre. Pablo llegó detrás con la manta en cinco minutos. Ella no tiró de él: lo aseguró a la cuerda y lo bajó paso a paso hasta la senda, como había practicado tantas veces en mayo con los bomberos. El hombre bebió agua y se quedó callado un buen rato. Su hija llegó corriendo desde el refugio. Pablo la calmó mientras Lucía revisaba al hombre. Esa noche Pablo escribió el informe. Pablo no volvió a proponer la canal. Al final del verano, el refugio contó 2.100 visitantes y 19 rescates.',
  mood: 'neutral',
};

export const noLessonCases = [
  { lang: 'en' as const, story: fridgeLog, protagonist: 'Maya', side: 'Ben', last: 'By the end of the year', keyEvent: 'moved the vials', turn: 'quarantined the batch' },
  { lang: 'es' as const, story: mountainGuide, protagonist: 'Lucía', side: 'Pablo', last: 'Al final del verano', keyEvent: 'bajó hasta el hombre', turn: 'lo aseguró a la cuerda' },
];
