import { describe, expect, it } from 'vitest';
import { composeArticle } from '../../../src/areas/blog/generation/article-task.js';
import { topicParts } from '../../../src/areas/blog/generation/article-plan.js';
import { readableText } from '../../../src/areas/blog/article-job.js';
import { judge } from '../../../src/generation/quality/judge.js';

const headings = (md: string) => md.match(/^## .+$/gm)!.map((h) => h.slice(3));
const site = {
  name: 'Taller Brea',
  url: 'https://brea.example',
  positioning: 'Ayudamos a pequeños obradores a vender mejor su pan.',
  pillars: ['El pan de centeno', 'Clientes habituales'],
  proofPoints: ['Más de 150 obradores acompañados'],
  guidelines: [],
  avoid: [],
  callToAction: 'Pide una cita',
};

/** Spanish topics of each shape, and headings their articles must have (naming the object, with "del"/"al" contracted). */
const CASES: Array<{ topic: string; shape: string; expected: string[] }> = [
  { topic: 'Cómo calcular el precio del pan de centeno', shape: 'price', expected: ['Lo que debe cubrir el precio del pan de centeno', 'Qué hace subir el precio del pan de centeno', 'Redactar el presupuesto del pan de centeno'] },
  { topic: 'Ponerle precio a una sesión de fotos', shape: 'price', expected: ['Lo que debe cubrir el precio de una sesión de fotos', 'Redactar el presupuesto de una sesión de fotos'] },
  {
    topic: 'Cómo escoger el horno para tu obrador',
    shape: 'choose',
    expected: ['Qué esperas del horno para tu obrador', 'Comparar las opciones en la elección del horno', 'Cuándo revisar la elección del horno', 'Errores frecuentes al escoger el horno para tu obrador'],
  },
  { topic: 'Crear una carta de vinos con tu sumiller', shape: 'build', expected: ['Para qué quieres una carta de vinos', 'Quién decide qué entra en una carta de vinos', 'Mantener al día una carta de vinos'] },
  { topic: 'Cómo planificar los turnos del verano', shape: 'organise', expected: ['Lo que no se puede mover en los turnos del verano', 'Un margen para imprevistos en los turnos del verano', 'Errores frecuentes al planificar los turnos del verano'] },
  { topic: 'Cómo fidelizar a sus pacientes', shape: 'keep', expected: ['Medir la fidelidad de tus pacientes', 'Errores frecuentes al fidelizar a tus pacientes'] },
  { topic: 'Retener al público del teatro', shape: 'keep', expected: ['Medir la fidelidad del público del teatro'] },
  { topic: '¿Por qué el pan de centeno tarda más en fermentar?', shape: 'why', expected: ['Dónde se nota que el pan de centeno tarda más en fermentar'] },
];

describe('Spanish articles planned from their topic', () => {
  for (const c of CASES) {
    it(`"${c.topic}": a Spanish ${c.shape} article under headings that name its object, which the judges pass`, () => {
      expect(topicParts(c.topic, 'es')?.shape).toBe(c.shape);
      for (const s of [undefined, site]) {
        const a = composeArticle({ topic: c.topic, language: 'es', site: s });
        expect(headings(a.markdown)).toEqual(expect.arrayContaining(c.expected));
        // not the generic outline's template advice
        expect(a.markdown).not.toMatch(/Paso a paso|Empieza en pequeño y publica|aplica primero los pasos anteriores/);
        // the contractions made, no English, the reader's "tú" (no "su" of the topic left for the reader, no "usted")
        expect(a.markdown).not.toMatch(/(?<!\p{L})(?:de|a) el(?!\p{L})|(?<!\p{L})(?:the|and|with|your|what)(?!\p{L})|usted/iu);
        const v = judge(readableText(a.markdown), 'article', { language: 'es', title: c.topic });
        expect(v.broken).toEqual([]);
        expect(v.foreign).toEqual([]);
        expect(v.language).toBe('es');
        expect(a.description).toMatch(/^(?:Por qué|\p{Lu})/u);
      }
    });
  }

  it("sums up each outline in its own words, and the site's call to action ends it", () => {
    const closes = CASES.map((c) =>
      composeArticle({ topic: c.topic, language: 'es', site })
        .markdown.trim()
        .split(/^## .+$/m)
        .pop()!
        .trim(),
    );
    for (const c of closes) {
      expect(c).toMatch(/^En pocas palabras: /);
      expect(c.endsWith('[Pide una cita](https://brea.example).')).toBe(true);
    }
    // each shape sums up its own outline (the two keep topics share theirs; the two price topics name their objects)
    expect(new Set(closes).size).toBe(CASES.length - 1);
  });

  it("says the topic's possessives to the reader, and leaves a thing's own possessive alone", () => {
    expect(topicParts('Fidelizar clientes', 'es')).toMatchObject({ shape: 'keep', object: 'tus clientes' });
    expect(topicParts('Cómo organizar su agenda para la semana santa', 'es')).toMatchObject({ shape: 'organise', object: 'tu agenda', rest: 'para la semana santa', act: 'organizar tu agenda para la semana santa' });
    expect(topicParts('Organizar mi taller de cerámica', 'es')).toMatchObject({ object: 'tu taller de cerámica' });
    // "su grado de tueste" is the coffee's
    expect(topicParts('Elegir el café según su grado de tueste', 'es')).toMatchObject({ shape: 'choose', object: 'el café', rest: 'según su grado de tueste' });
    expect(topicParts('¿Por qué mis clientas prefieren las velas de soja?', 'es')).toMatchObject({ shape: 'why', act: 'tus clientas prefieren las velas de soja' });
  });

  it('takes a subtitled topic apart by what comes before its subtitle', () => {
    const topic = 'Cómo elegir la tela para unas cortinas: guía rápida';
    expect(topicParts(topic, 'es')).toMatchObject({ shape: 'choose', object: 'la tela', rest: 'para unas cortinas', act: 'elegir la tela para unas cortinas' });
    const a = composeArticle({ topic, language: 'es' });
    expect(a.title).toBe(topic);
    expect(headings(a.markdown)).toContain('Qué esperas de la tela para unas cortinas');
    expect(judge(readableText(a.markdown), 'article', { language: 'es', title: topic }).broken).toEqual([]);
  });

  it('leaves a topic it cannot take apart safely to the generic outline, still in Spanish', () => {
    const generic = [
      'Cómo cobrar las facturas pendientes', // collecting money, not pricing work
      'Elegir cerámica artesanal', // no determiner: "de" could not agree with it
      'Elegir la tela y coser el forro', // a second verb
      'Elegir la tela, el hilo y los botones', // a list
      'Organizar mis turnos cuando trabajo de noche', // "trabajo" would stay in the first person
      'Conservar el aceite de oliva', // keeping a thing, not people
      'Crear una empresa de catering', // a business, not a document
      'Por qué usar velas de soja', // reasons to act, not a claim to say after "que"
      '¿Por qué mis velas no huelen?', // a failure to diagnose, not a claim to defend
      'Mantener a tus socios informados', // keeping a state, not keeping people
    ];
    for (const topic of generic) {
      expect(topicParts(topic, 'es'), topic).toBeUndefined();
      const md = composeArticle({ topic, language: 'es', site }).markdown;
      expect(md).toMatch(/^## (?:Lo que hay que decidir primero|Antes de empezar|Las primeras decisiones|La respuesta corta|Lo que de verdad está en juego|Por qué importa)$/m);
      const v = judge(readableText(md), 'article', { language: 'es', title: topic });
      expect(v.broken).toEqual([]);
      expect(v.foreign).toEqual([]);
    }
  });
});
