import type { ArticlePhrases, TopicParts, TopicShape } from '../article-types.js';

/** How-topics by their infinitive ("Elegir la harina para el pan", "Cómo fidelizar a tus clientes"). */
const VERBS: Array<[RegExp, TopicShape]> = [
  [/^(?:cobrar|presupuestar|cotizar|tarifar)$/u, 'price'],
  [/^(?:elegir|escoger|seleccionar)$/u, 'choose'],
  [/^(?:crear|construir|diseñar|redactar|elaborar)$/u, 'build'],
  [/^(?:organizar|planificar|planear|estructurar)(?:se|te|me|nos)?$/u, 'organise'],
  // (not "mantener a tus alumnos motivados", which keeps a state, nor "recuperar", which wins back the ones who left)
  [/^(?:fidelizar|retener|conservar)$/u, 'keep'],
];
/** "fijar el precio de una traducción", "poner precio a tu trabajo": the price is the verb's object, what is priced the topic's (its connector, "del"/"al" holding an "el") */
const PRICE_VERBS = /^(?:fijar|calcular|poner|ponerle|establecer|definir|decidir|determinar|marcar)$/u;
const PRICE = /^(?:(?:el|los|las|la|tu|tus|su|sus)\s+(?:precios?|tarifas?|honorarios)|precio)\s+(de|del|para|a|al)\s+/iu;
/** "hacer un presupuesto para una boda": the quote's object is what is priced */
const QUOTE_VERBS = /^(?:hacer|preparar|elaborar|redactar|calcular)$/u;
const QUOTE = /^(?:un|el|tu|tus|los|su|sus)\s+presupuestos?\s+(de|del|para)\s+/iu;
/** "cobrar una factura" is collecting money, not pricing work: what one is paid, not what one charges for */
const COLLECTED =
  /(?<!\p{L})(?:facturas?|deudas?|impagos?|impagados?|recibos?|pagos?|morosos?|cheques?|transferencias?|subvenci[oó]n(?:es)?|ayudas?|pensi[oó]n(?:es)?|prestaci[oó]n(?:es)?|paro|subsidios?|herencias?|seguros?|indemnizaci[oó]n(?:es)?|n[oó]minas?|sueldos?|salarios?)(?!\p{L})/iu;
/** what a 'build' outline is not for: a business, a habit or a group is not a document one drafts and keeps up to date */
const NOT_MADE = /(?<!\p{L})(?:empresas?|negocios?|marcas?|sociedad(?:es)?|startups?|h[aá]bitos?|rutinas?|comunidad(?:es)?|relaci[oó]n(?:es)?|equipos?|ambientes?|climas?|culturas?|costumbres?|familias?|vidas?)(?!\p{L})/iu;
/** the people a shop, a practice or a publication keeps coming back (not staff: the outline speaks of visits and sales) */
const CUSTOMERS =
  /(?<!\p{L})(?:clientes?|clientas?|clientela|lectores?|lectoras?|socios?|socias?|suscriptores?|suscriptoras?|abonados?|abonadas?|pacientes?|alumnos?|alumnas?|estudiantes?|usuarios?|usuarias?|compradores?|compradoras?|huéspedes|comensales|visitantes|seguidores?|seguidoras?|público|audiencias?)(?!\p{L})/iu;
/** a noun phrase's opening determiner (once the reader's possessives are "tu"/"tus") */
const DETERMINED = /^(?:el|la|los|las|un|una|unos|unas|tu|tus|este|esta|estos|estas|ese|esa|esos|esas)\s+\p{L}/u;
/** where the object ends and its circumstances begin ("la harina | para el pan de masa madre") */
const REST = /\s(?:para|con|cuando|sin|si|mientras|en|durante|antes|después|desde|según|tras|porque|aunque)\s/iu;
/** words ending like an infinitive that are nouns or adjectives */
const NOT_INFINITIVE = /^(?:mejor|mayor|menor|peor|lugar|hogar|mujer|taller|valor|amor|calor|color|dolor|favor|sector|factor|motor|autor|sabor|señor|primer|ayer|cualquier|par|bar|mar|azúcar|particular|familiar|similar|popular|ser|poder|deber|placer)$/iu;
const infinitive = (w: string) => /^\p{L}{2,}(?:ar|er|ir)(?:se|te|me|nos|lo|la|le|los|las|les)?$/iu.test(w) && !NOT_INFINITIVE.test(w);

/** a why-claim's first word: a determiner (its subject), or an impersonal verb ("es", "hay", "cuesta tanto ...") */
const CLAIM_OPENING =
  /^(?:el|la|los|las|lo|un|una|unos|unas|mi|mis|tu|tus|su|sus|este|esta|estos|estas|ese|esa|esos|esas|nuestro|nuestra|nuestros|nuestras|cada|todo|toda|todos|todas|muchos|muchas|tantos|tantas|es|son|hay|cuesta|cuestan|importa|importan|conviene|merece|vale|sigue|siguen|funciona|funcionan)$/u;

/** the reader's possessives: the site says "tú" ("mi agenda", "vuestra carta" → "tu agenda"; "su precio" only where "su" is the reader's: the object's own) */
const mine = (s: string) => s.replace(/(?<!\p{L})(?:mi|vuestro|vuestra|nuestro|nuestra)(?!\p{L})/giu, 'tu').replace(/(?<!\p{L})(?:mis|vuestros|vuestras|nuestros|nuestras)(?!\p{L})/giu, 'tus');
/** a possessive said to the reader's "tú" but written for someone else: its clause's verb ("cuando trabajo de noche") would stay in the other person */
const OTHER_PERSON = /(?<!\p{L})(?:mi|mis|vuestros?|vuestras?|nuestros?|nuestras?|sus?|me|nos|os|yo|usted|ustedes)(?!\p{L})/iu;
const CLAUSE = /^(?:cuando|si|mientras|porque|aunque|antes\s+de\s+que|después\s+de\s+que|sin\s+que|para\s+que)\s/iu;
const yours = (s: string) =>
  mine(s)
    .replace(/(?<!\p{L})su(?!\p{L})/giu, 'tu')
    .replace(/(?<!\p{L})sus(?!\p{L})/giu, 'tus');
const HAS_SU = /(?<!\p{L})sus?(?!\p{L})/iu;

/**
 * "Cómo fijar el precio de una traducción", "Elegir la harina para el pan de masa madre",
 * "¿Por qué la traducción automática aún necesita un editor humano?": the verb, its object (a
 * noun phrase with its determiner, so that "de"/"a" can contract before it) and what follows.
 * A topic whose object cannot be told safely (a bare noun, a second verb, a subtitle) is left
 * to the generic outline.
 */
function parse(topic: string): TopicParts | undefined {
  // a subtitle ("Cómo elegir la tela: guía rápida") frames the article; the topic is before it
  const t = topic
    .trim()
    .split(/\s*:\s+|\s+[—–-]\s+/u)[0]!
    .replace(/^¿\s*/u, '')
    .replace(/\s*[.!?…]+$/u, '');
  // a list or an aside: no single object
  if (/[:;,()«»"“”—–¿?¡!]/u.test(t)) return undefined;
  const claim = /^por\s+qu[eé]\s+(.+)$/iu.exec(t)?.[1];
  if (claim) {
    // "Por qué usar masa madre" asks for reasons to act, not about a claim: no clause to say "que" before
    // and a claim said in the first person ("no vendo más", "me cuesta") would keep its verb: only a claim about someone or something, or an impersonal one, is said after "que"
    const [first, second] = claim.replace(/^no\s+/iu, '').split(/\s+/u);
    if (infinitive(first!) || !(CLAIM_OPENING.test(first!) || (/^\p{Lu}/u.test(first!) && second !== undefined && /^\p{Ll}/u.test(second)))) return undefined;
    // a failure or a puzzle ("mis clientes no vuelven", "es tan difícil delegar") is no claim to defend: the outline shows where a claim holds and what doing without costs
    if (/(?<!\p{L})(?:no|nunca|jamás|nadie|nada|tan|tanto|tanta|tantos|tantas)(?!\p{L})/iu.test(claim)) return undefined;
    const c = mine(claim);
    return { shape: 'why', act: c, object: c, rest: '' };
  }
  const m = /^(?:c[oó]mo\s+(?:(?:puedo|puedes|puede|podemos|debo|debes|debe|hay\s+que)\s+)?)?(\p{L}+)\s+(.+)$/iu.exec(t);
  if (!m) return undefined;
  let verb = m[1]!.toLowerCase();
  const tail = m[2]!;
  // the verb's own words before the object ("el precio de", "por", a personal "a"), its connector
  let lead = '';
  let shape: TopicShape | undefined;
  const priced = PRICE_VERBS.test(verb) ? PRICE.exec(tail) : QUOTE_VERBS.test(verb) ? QUOTE.exec(tail) : null;
  if (priced && (priced[1] === 'para' || /^(?:poner|ponerle)$/u.test(verb) === /^(?:a|al)$/iu.test(priced[1]!))) {
    shape = 'price';
    lead = priced[0];
  } else {
    shape = VERBS.find(([re]) => re.test(verb))?.[1];
    if (!shape) return undefined;
    if (shape === 'organise') verb = verb.replace(/(?:se|me|nos)$/u, 'te');
    if (shape === 'price' && verb === 'cobrar') lead = /^por\s+/iu.exec(tail)?.[0] ?? '';
    // a personal "a" before the people kept or chosen ("fidelizar a tus clientes", "elegir al gestor")
    // (and "elegir bien la harina": the adverb is the verb's)
    else if (shape === 'keep' || shape === 'choose') lead = (shape === 'choose' ? /^(?:bien\s+)?(?:al?\s+)?/iu : /^(?:al?\s+)?/iu).exec(tail)![0];
  }
  // "del"/"al" hold the object's "el"
  const held = /(?:del|al)\s+$/iu.test(lead) ? 'el ' : '';
  const after = tail.slice(lead.length);
  const i = after.search(REST);
  const objectOwn = i < 0 ? after : after.slice(0, i);
  const restOwn = i < 0 ? '' : after.slice(i + 1);
  // a clause in the rest keeps its verb's person ("cuando trabajo de noche"): the possessives around it cannot become the reader's
  if (CLAUSE.test(restOwn) && OTHER_PERSON.test(`${objectOwn} ${restOwn}`)) return undefined;
  // "su" is the reader's when the object's own ("fidelizar a sus clientes"); in the rest only then ("por su fuerza" is the flour's)
  const objectRaw = yours(objectOwn);
  const rest = HAS_SU.test(objectOwn) ? yours(restOwn) : mine(restOwn);
  let object = `${held}${objectRaw}`;
  const head = object.split(/\s(?:de|del)\s/iu)[0]!;
  if (shape === 'keep' && verb !== 'fidelizar' && !CUSTOMERS.test(head)) return undefined;
  if (shape === 'build' && NOT_MADE.test(head)) return undefined;
  if (shape === 'price' && verb === 'cobrar' && (COLLECTED.test(head) || /^al?\s/iu.test(after))) return undefined;
  // people kept with no determiner ("Fidelizar clientes") are the reader's
  if (!held && !DETERMINED.test(object.toLowerCase()) && shape === 'keep' && /^\p{L}+s(?:\s|$)/u.test(object) && CUSTOMERS.test(object.split(/\s/u)[0]!)) object = `tus ${object}`;
  if (!DETERMINED.test(object)) return undefined;
  // a second verb ("la harina y amasar bien") or an object too long to name in a heading
  const w = object.split(/\s+/u);
  if (w.some((x, k) => k > 0 && /^(?:y|o|e|u)$/iu.test(w[k - 1]!) && infinitive(x)) || w.length > 9) return undefined;
  return { shape, act: `${verb} ${yours(lead)}${objectRaw}${rest ? ` ${rest}` : ''}`, object, rest };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "de" and "a" before a noun phrase: "el pan" → "del pan", "al pan"; "la harina" → "de la harina" */
const de = (o: string) => (/^el\s/u.test(o) ? `del ${o.slice(3)}` : `de ${o}`);
const a = (o: string) => (/^el\s/u.test(o) ? `al ${o.slice(3)}` : `a ${o}`);
/** the rest of the topic after a word, when there is one */
const r = (p: TopicParts) => (p.rest ? ` ${p.rest}` : '');
/** "con tu cliente" only: a rest that says who the work is shared with */
const withWhom = (p: TopicParts) => (/^con\s/u.test(p.rest) ? ` ${p.rest}` : '');
/** "para el pan de masa madre", "en verano": a rest that says what the thing is for or where */
const forWhat = (p: TopicParts) => (/^(?:para|en)\s/u.test(p.rest) ? ` ${p.rest}` : '');
const mistakesHeading = (p: TopicParts) => `Errores frecuentes al ${p.act}`;

export const article: ArticlePhrases = {
  shapes: {
    parse,
    site: (site, quote) => `Sobre este punto, ${site} lo dice con sus propias palabras: «${quote}»`,
    sitePillar: (site, pillar, quote) => `«${pillar}» es uno de los temas en los que trabaja ${site}; en sus propias palabras: «${quote}»`,
    siteHeading: (site) => `Cómo lo ve ${site}`,
    proof: (proof) => `Un dato: ${proof.charAt(0).toLowerCase()}${proof.slice(1)}`,
    lived: 'Lo que pasó aquel día es el tema entero en miniatura.',
    outline: {
      why: {
        intro: () => 'Es una pregunta que se responde mejor con casos que con principios: dónde se nota la diferencia, cuánto cuesta prescindir de ello, dónde importa menos y cómo convertir la respuesta en una norma que aguante un plazo ajustado.',
        sections: [
          {
            heading: (p) => `Dónde se nota que ${p.act}`,
            body: () =>
              'Fíjate en los casos en los que la diferencia salta a la vista: aquellos en los que un error cuesta dinero, en los que el cliente no puede comprobar nada por su cuenta, en los que el contexto no está escrito en ninguna parte. Dos o tres casos así, sacados de tu propio trabajo, convencen más que cualquier declaración general. Apúntalos en cuanto ocurran: un caso con fecha es más difícil de descartar que un recuerdo.',
          },
          {
            heading: () => 'Lo que cuesta prescindir de ello',
            body: () =>
              'Haz la cuenta de lo que viene después cuando se prescinde de ello: las correcciones a posteriori, las explicaciones que hay que dar, la confianza que hay que recuperar. Puesto al lado del tiempo que habría costado hacerlo bien, el cálculo suele hablar por sí solo. Si tienes cifras propias, úsalas; si no, describe un caso con precisión.',
          },
          {
            heading: () => 'Dónde importa menos',
            body: () =>
              'Hay casos en los que la pregunta pesa menos: poco en juego, un cliente que puede comprobarlo, un trabajo que se va a rehacer de todos modos. Reconocerlo hace más creíble el resto del argumento y deja claro dónde poner primero el esfuerzo.',
          },
          {
            heading: () => 'Convertir la respuesta en una norma',
            body: () => 'Decide cuándo es obligatorio, quién se encarga y cuánto tiempo se le reserva en la planificación y en el precio. Un principio sin norma cede ante el primer plazo; una norma escrita aguanta.',
          },
          {
            heading: () => 'Cómo explicárselo a las personas para las que trabajas',
            body: () =>
              'Habla del resultado, no del método: lo que gana el cliente y el riesgo que se evita. Quien ve lo que eso protege lo acepta mejor que quien solo oye que es una buena práctica. Un caso concreto, contado en una frase, suele hacer el resto.',
          },
        ],
        mistakes: {
          heading: () => 'Los argumentos que no convencen',
          items: () => [
            'Defender un principio sin dar ni un solo ejemplo.',
            'Decir que importa en todas partes, hasta que nadie cree que importe en ninguna.',
            'Describir el método en lugar del resultado.',
            'Renunciar a ello ante el primer plazo, lo que demuestra a todos que era opcional.',
          ],
        },
        recap: () => 'En pocas palabras: muestra los casos en los que importa, calcula lo que cuesta prescindir de ello, di dónde importa menos y pon la norma por escrito.',
        description: (p) => `Por qué ${p.act}: dónde se nota, lo que cuesta prescindir de ello, dónde importa menos y cómo convertirlo en una norma.`,
      },
      price: {
        intro: (p) =>
          `${cap(p.act)} no consiste tanto en dar con la cifra exacta como en saber qué paga esa cifra. Esta guía lo recorre en orden: qué debe cubrir el precio, qué unidad usar, qué lo hace subir, cómo redactar el presupuesto y cómo revisarlo una vez entregado el trabajo.`,
        sections: [
          {
            heading: (p) => `Lo que debe cubrir el precio ${de(p.object)}`,
            body: (p) =>
              `Antes de dar una cifra, apunta todo lo que hay detrás ${de(p.object)}: la ejecución, la preparación, las comprobaciones, las conversaciones con el cliente y las rondas de correcciones. Un precio que solo cuenta la parte visible es el que acaba haciéndote trabajar gratis al final. Súmale lo que cuesta mantener tu actividad, las herramientas y las horas que se van en presupuestos que nunca se firman, para que la cifra que das lo pague todo.`,
          },
          {
            heading: () => 'Elegir la unidad: por pieza, por hora o precio cerrado',
            body: () =>
              'Elige la unidad que sigue a lo que hace variar el esfuerzo. Si crece con el volumen, cobra por unidad de volumen; si depende de la investigación o la coordinación, cobra por horas o por jornadas; si el cliente necesita una sola cifra para dar el visto bueno, ofrece un precio cerrado y di qué incluye. Sea cual sea la unidad, el cliente tiene que poder ver cómo se llega al total.',
          },
          {
            heading: (p) => `Qué hace subir el precio ${de(p.object)}`,
            body: () =>
              'Apunta lo que aumenta el esfuerzo: un plazo corto, un campo especializado, material que llega incompleto, un formato que hay que rehacer, varias personas a las que contentar. Nombra esos factores en el presupuesto: así un precio más alto se lee como una razón y no como un capricho, y el cliente puede bajarlo renunciando a uno de ellos.',
          },
          {
            heading: (p) => `Redactar el presupuesto ${de(p.object)}`,
            body: () =>
              'Indica qué está incluido y qué no, cuántas rondas de correcciones cubre, el plazo de entrega, cuándo se paga y hasta qué fecha es válida la oferta. Un alcance claro protege a las dos partes: cuando el encargo crece por el camino, puedes señalar el presupuesto y poner precio a lo añadido en lugar de asumirlo gratis.',
          },
          {
            heading: () => 'Revisar el precio una vez entregado el trabajo',
            body: (p) =>
              `Compara las horas que has dedicado de verdad ${a(p.object)} con las que presupuestaste. Con dos o tres encargos basta para ver si tu tarifa se sostiene, qué factores subestimas y dónde necesitará el presupuesto una línea más la próxima vez.`,
          },
        ],
        mistakes: {
          heading: () => 'Los errores de precio que más cuestan',
          items: () => [
            'Dar una cifra antes de que el alcance esté claro y luego asumir cada añadido.',
            'Copiar la tarifa de un competidor sin saber qué cubre.',
            'Dejar abierto el número de correcciones, de modo que las últimas no se cobran.',
            'Bajar el precio en lugar de quitar una parte del trabajo.',
          ],
        },
        recap: (p) => `En pocas palabras: cuenta todo lo que hay detrás ${de(p.object)}, elige una unidad que el cliente pueda seguir, nombra lo que hace subir el precio y pon el alcance por escrito.`,
        description: (p) => `${cap(p.act)}: qué debe cubrir el precio, qué unidad usar, qué lo hace subir y cómo redactar el presupuesto.`,
      },
      choose: {
        intro: (p) => `${cap(p.act)} empieza por lo que necesitas, no por lo que te ofrecen. Aquí verás cómo fijar tus criterios, comparar las opciones en igualdad de condiciones, probar antes de comprometerte y saber cuándo revisar la elección.`,
        sections: [
          {
            heading: (p) => `Qué esperas ${de(p.object)}${r(p)}`,
            body: (p) =>
              `Apunta las dos o tres cosas que esperas ${de(p.object)}${r(p)}, y aquella de la que puedes prescindir. Esa lista corta es la vara con la que medirás cada opción; sin ella, la elección se la lleva la opción mejor presentada y no la que encaja.`,
          },
          {
            heading: (p) => `Comparar las opciones en la elección ${de(p.object)}`,
            body: () =>
              'Compara las opciones con los mismos criterios y en el mismo orden: lo que cada una aporta al resultado, lo constante que es de una vez a otra, lo que cuesta a lo largo de un año y no por unidad, y lo fácil que resulta volver a conseguirla. Una elección hecha con un solo criterio rara vez sobrevive al primer problema. Ponlas una al lado de otra, una línea por opción, para que la comparación quede en el papel y no en tu cabeza.',
          },
          {
            heading: () => 'Probar antes de comprometerte',
            body: () =>
              'Prueba cada opción a pequeña escala antes de cambiarlo todo. Mantén igual el resto de tu método, para que cualquier diferencia venga de la elección en sí, y apunta lo que observas en cada prueba: después de dos o tres, comparas notas y no recuerdos.',
          },
          {
            heading: () => 'Lo que cuesta de verdad un cambio',
            body: () =>
              'Calcula lo que cuesta cambiar, no solo el precio: el tiempo que lleva aprender a manejar una opción nueva, las pruebas fallidas, las existencias o las costumbres que dejas atrás. Un cambio merece la pena cuando la ganancia sigue clara después de contar esos costes.',
          },
          {
            heading: (p) => `Cuándo revisar la elección ${de(p.object)}`,
            body: (p) =>
              `Vuelve sobre la elección cuando el resultado se desvíe, cuando cambie un proveedor o cuando cambien tus necesidades${forWhat(p)}. Hasta entonces, una elección estable que conoces bien vale más que otra mejor sobre el papel que cambias sin parar.`,
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Elegir solo por el precio y pagarlo después en el resultado.',
            'Seguir una recomendación pensada para otro uso.',
            'Cambiar varias cosas a la vez, de modo que nadie sabe qué marcó la diferencia.',
            'No apuntar nunca los resultados de una prueba.',
          ],
        },
        recap: (p) => `En pocas palabras: decide qué esperas ${de(p.object)}, compara las opciones con los mismos criterios, prueba a pequeña escala y mantén tu elección mientras los resultados no digan lo contrario.`,
        description: (p) => `${cap(p.act)}: los criterios que fijar, cómo comparar las opciones, cómo probarlas y cuándo revisar la elección.`,
      },
      build: {
        intro: (p) =>
          `${cap(p.act)} consiste, sobre todo, en decidir para qué sirve el resultado y quién se ocupa de mantener el contenido al día; la ejecución viene después. Aquí tienes las decisiones en orden, de la primera versión a la rutina de actualización.`,
        sections: [
          {
            heading: (p) => `Para qué quieres ${p.object}`,
            body: (p) =>
              `Antes de la primera línea, resume en una frase quién va a usar ${p.object} y qué problema quieres resolverle a esa persona. Esa frase decide qué entra, qué se queda fuera y cuándo la primera versión está lo bastante bien para compartirla. Cuando dos usos tiran en direcciones opuestas, quédate con uno para la primera versión y apunta el otro para más adelante.`,
          },
          {
            heading: () => 'Reunir lo que ya existe',
            body: (p) =>
              `Buena parte del contenido ${de(p.object)} ya existe en algún sitio: en trabajos anteriores, en correos, en notas y en las preguntas que se repiten. Recoge ese material primero, ordénalo y escribe solo lo que falta: así partes de algo que la gente ya reconoce. Anota de dónde sale cada elemento, para que cualquiera pueda comprobarlo más tarde.`,
          },
          {
            heading: () => 'Compartir pronto una primera versión',
            body: (p) =>
              `Haz una primera versión lo bastante corta para terminarla en una sesión y compártela pronto${withWhom(p)}. Una primera versión que se usa te enseña más que una versión completa que espera en un cajón, y las primeras preguntas muestran qué añadir.`,
          },
          {
            heading: (p) => `Quién decide qué entra en ${p.object}`,
            body: (p) =>
              `Deja claro quién añade contenido ${a(p.object)}, quién aprueba un cambio y dónde está la versión vigente. Sin esa norma, a las pocas semanas circulan dos versiones y nadie sabe cuál es la buena. Escribe la norma junto a la versión vigente, donde la vea todo el que trabaje con ella.`,
          },
          {
            heading: (p) => `Mantener al día ${p.object}`,
            body: () =>
              'Fija un momento regular para revisar el contenido: después de cada proyecto o una vez al mes. Quita lo que ya no vale, añade lo que ha surgido y pon fecha a cada cambio, para que cualquiera vea qué se ha movido y cuándo. Una nota breve sobre lo que ha cambiado, enviada a las personas implicadas, suele bastar para que confíen en la versión vigente.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Querer una versión completa antes de que nadie la use.',
            'Hacerlo todo en solitario y luego pedir a los demás que se sumen.',
            'Guardar varias copias en sitios distintos.',
            'No quitar nunca nada, hasta que el contenido ya no lo lee nadie.',
          ],
        },
        recap: (p) => `En pocas palabras: decide para qué quieres ${p.object}, parte de lo que ya existe, comparte pronto una primera versión y acuerda quién la mantiene al día.`,
        description: (p) => `${cap(p.act)}: para qué y para quién, por dónde empezar, quién decide qué y cómo mantener el contenido al día.`,
      },
      organise: {
        intro: (p) => `${cap(p.act)} empieza por lo que no se puede mover; todo lo demás se organiza alrededor. Aquí verás cómo colocar primero lo fijo, agrupar el resto, dejar margen y ajustar después de una prueba.`,
        sections: [
          {
            heading: (p) => `Lo que no se puede mover en ${p.object}`,
            body: (p) =>
              `Apunta primero lo que es fijo${r(p)}: las horas que imponen otros, los compromisos que no puedes cambiar de sitio, los momentos que necesitas para descansar. Eso es lo primero que entra en ${p.object}; todo lo demás se organiza a su alrededor, y no al revés.`,
          },
          {
            heading: () => 'Agrupar el resto en bloques',
            body: () =>
              'Agrupa lo que queda en unos pocos bloques con un solo objetivo cada uno, en lugar de una larga lista de tareas pequeñas. Un bloque mantiene junto el trabajo que va junto, y mover un bloque entero es más sencillo que recolocar veinte piezas sueltas. Dale a cada bloque un sitio habitual en el día o en la semana, para que se convierta en costumbre y no en una decisión que hay que tomar cada vez.',
          },
          {
            heading: (p) => `Un margen para imprevistos en ${p.object}`,
            body: (p) => `Deja en ${p.object} un margen para lo que no puedes prever: un retraso, una ausencia, una tarea que se alarga más de la cuenta. Una organización sin margen se rompe a la primera sorpresa, y el margen que no usas te devuelve tiempo.`,
          },
          {
            heading: () => 'Ponerlo por escrito',
            body: () =>
              'Escribe la nueva organización, en papel o en una agenda compartida, y enséñasela a las personas a las que afecta. Lo que solo vive en tu cabeza no lo pueden respetar los demás, y al escribirlo saltan a la vista los días demasiado llenos.',
          },
          {
            heading: () => 'Ajustar después de una prueba',
            body: () => 'Prueba la nueva organización durante dos semanas antes de juzgarla. Anota cada día lo que se ha descolocado y por qué; al final de la prueba, cambia una sola cosa cada vez, empezando por lo que más se ha repetido.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => ['Llenar cada hora, sin margen para lo imprevisto.', 'Organizarse en torno a las tareas y olvidarse del descanso.', 'Cambiarlo todo después de un mal día.', 'Guardarse la planificación para uno mismo cuando afecta a otras personas.'],
        },
        recap: () => 'En pocas palabras: coloca primero lo que no se puede mover, agrupa el resto en bloques, deja margen y ajusta al cabo de dos semanas.',
        description: (p) => `${cap(p.act)}: primero lo fijo, el resto en bloques, un margen para imprevistos y un ajuste después de una prueba.`,
      },
      keep: {
        intro: (p) =>
          `${cap(p.act)} depende menos de las ofertas especiales que de lo que la gente encuentra cada vez que vuelve. Estos son los puntos de partida: quién vuelve ya, qué hace que alguien se sienta reconocido, qué le da un motivo para volver y cómo saber si funciona.`,
        sections: [
          {
            heading: () => 'Saber quién vuelve ya',
            body: (p) => `Empieza por apuntar quién vuelve ya, con qué frecuencia y para qué. ${cap(p.act)} parte de lo que esas personas ya valoran; una oferta nueva pensada sin tenerlo en cuenta suele premiar a gente que habría vuelto de todos modos.`,
          },
          {
            heading: () => 'Reconocer a cada persona',
            body: () => 'Recuerda nombres, costumbres y preferencias, y úsalos: el pedido de siempre preparado, una pregunta sobre la última vez. Sentirse reconocido es la razón por la que mucha gente elige un sitio y no otro más barato o más cercano.',
          },
          {
            heading: () => 'Dar un motivo para volver',
            body: () =>
              'Ofrece un motivo para volver que encaje con lo que la gente viene a buscar: novedades a un ritmo fijo, un aviso de lo que está por llegar, un servicio que los demás no ofrecen. Un motivo regular funciona mejor que un descuento ocasional.',
          },
          {
            heading: () => 'Escuchar cuando algo sale mal',
            body: () => 'Una queja atendida rápido y sin discutir suele crear más vínculo que una visita sin incidentes. Pregunta qué ha fallado, arregla en el momento lo que se pueda arreglar y di qué vas a cambiar.',
          },
          {
            heading: (p) => `Medir la fidelidad ${de(p.object)}`,
            body: () => 'Elige una señal que puedas contar: cuántas personas vuelven en el mismo mes, qué parte de las ventas viene de clientes habituales, cuántas llegan por recomendación. Apúntala cada mes; la tendencia dice más que cualquier cifra suelta.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Premiar solo a los recién llegados y olvidarse de los habituales.',
            'Encadenar descuentos hasta que el precio es lo único que se recuerda.',
            'Responder a una queja con una justificación.',
            'Cambiar aquello por lo que vienen los habituales sin avisarles.',
          ],
        },
        recap: () => 'En pocas palabras: averigua quién vuelve, reconoce a cada persona, da un motivo regular para volver, escucha cuando algo sale mal y cuenta quién repite.',
        description: (p) => `${cap(p.act)}: quién vuelve ya, cómo reconocer a cada persona, un motivo para volver y cómo medir la fidelidad.`,
      },
    },
  },
  kind: {
    why: /^¿?por\s+qué(?!\p{L})/iu,
    pitfalls: /(?<!\p{L})(?:errores|error|trampas?)(?!\p{L})/iu,
    how: /^(?:¿?cómo(?!\p{L})|(?!(?:mejor|mayor|menor|peor|lugar|hogar|mujer|taller|valor|amor|calor|color|dolor|favor|sector|factor|motor|autor|sabor|señor|primer|ayer)(?!\p{L}))\p{L}{2,}(?:ar|er|ir)(?!\p{L}))/iu,
  },
  colon: ': ',
  intro: {
    how: [
      (T) => `${T}: no hay una única forma correcta, pero sí un orden que ahorra tiempo; aquí está, con los errores que más cuestan.`,
      (T) => `${T}: lo difícil rara vez es el trabajo en sí, sino las decisiones que lo rodean, y esta guía las toma una por una.`,
    ],
    why: [(T) => `${T}: la pregunta aparece a menudo, y la respuesta es menos obvia de lo que parece.`, (T) => `${T}: primero la respuesta corta, después los casos en los que más importa.`],
    pitfalls: [(T) => `${T}: la mayoría se detectan fácilmente cuando se sabe dónde mirar.`, (T) => `${T}: siempre vuelven los mismos, y cada uno tiene una solución sencilla.`],
    about: [
      (T) => `${T}: parece sencillo hasta que te pones manos a la obra, y entonces se acumulan las pequeñas decisiones – por dónde empezar, qué dejar fuera y cómo saber si funciona.`,
      (T) => `${T}: todo el mundo sabe que importa, pocos saben por dónde empezar; esta guía va al grano.`,
    ],
  },
  headings: {
    settle: ['Lo que hay que decidir primero', 'Antes de empezar', 'Las primeras decisiones'],
    steps: ['Paso a paso', 'Los pasos, en orden', 'Por dónde empezar'],
    answer: ['La respuesta corta', 'Lo que de verdad está en juego', 'Por qué importa'],
    when: ['Cuándo importa más', 'Dónde se nota la diferencia', 'Los casos que deciden'],
    pitfalls: ['Dónde suele fallar', 'Errores que evitar', 'Las trampas habituales'],
    act: ['Qué hacer en su lugar', 'Cómo abordarlo', 'Una manera mejor de hacerlo'],
    check: ['Cómo saber si funciona', 'Cómo medir el progreso', 'Señales de que vas por buen camino'],
    close: ['En resumen', 'Conclusión', 'Para terminar'],
  },
  lived: {
    heading: (t) => `Un caso real: ${t}`,
    takeaway: ['Ese momento dice más sobre el tema que cualquier lista de control, y los consejos siguientes parten de él.', 'Cada paso que sigue vuelve a lo que pasó aquel día.'],
  },
  /** one sentence, continuing the topic and a colon */
  practice: (P) => `aplica primero los pasos anteriores al ámbito «${P}» y amplía cuando veas los primeros resultados`,
  settle: [
    'Decide qué importa más en el resultado, la duración, el aspecto o la rapidez, y acepta a qué renuncias a cambio. Esa elección fija los materiales, el método y el tiempo.',
    'Dale al trabajo el tiempo y las condiciones que necesita: un trabajo metido entre otros dos, o hecho en mal sitio o con mal tiempo, es el que acabas haciendo dos veces.',
  ],
  answer: [
    'Porque el coste de equivocarse aparece más tarde que el esfuerzo de hacerlo bien. Cuando el problema se ve, es más difícil y más caro de corregir.',
    'Porque las personas para las que trabajas juzgan el resultado, no el método. Lo que desde dentro parece un detalle suele ser lo primero que notan.',
  ],
  when: [
    'Importa más cuando hay mucho en juego y la persona para la que trabajas no puede comprobarlo por sí misma: entonces el cuidado es todo el valor del trabajo.',
    'La diferencia se nota en la primera prueba real: una pregunta de un cliente, un plazo, un caso imprevisto. Ahí es donde los atajos se pagan.',
  ],
  why: [
    'Hacerlo bien cambia cómo la gente percibe tu trabajo mucho antes de hablar contigo.',
    'A menudo es la diferencia entre un trabajo que se nota y uno que se ignora: basta un vistazo para ver si algo se hizo con cuidado.',
    'Aquí las pequeñas mejoras se suman: cada una facilita la siguiente conversación y acelera la siguiente decisión.',
  ],
  context: (site, pos) => `en ${site}, esto está en el centro de lo que hacemos: ${pos}`,
  steps: [
    '**Revisa lo que tienes.** Mira los materiales, las herramientas y el estado de la pieza antes de tocar nada, y aparta lo que falta o está gastado.',
    '**Decide el resultado que buscas.** Di en una frase qué debe cumplirse al final y cómo lo vas a comprobar.',
    '**Prepara antes de empezar.** Despeja el sitio, saca las herramientas y ten a mano lo que necesitas: la mayoría de los problemas empiezan con una preparación hecha deprisa.',
    '**Empieza por una parte pequeña.** Haz primero una sección, una pieza o una esquina, y mira el resultado antes de seguir.',
    '**Avanza paso a paso.** Termina y comprueba cada paso antes del siguiente: volver atrás cuesta más que hacerlo bien ahora.',
    '**Pregunta a quien ya lo ha hecho.** Cuando un paso no está claro, unos minutos con alguien con experiencia cuestan menos que una reparación después.',
    '**Comprueba el resultado.** Míralo, pruébalo, úsalo una vez como se va a usar y corrige lo que no esté bien mientras todo sigue a mano.',
    '**Anota lo que hiciste.** La fecha, lo que usaste y lo que cambiarías: la próxima vez partes de ahí y no de memoria.',
  ],
  mistakes: [
    'Preparar deprisa para llegar antes al trabajo de verdad.',
    'Saltarse la prueba en una zona pequeña y descubrir el problema en toda la pieza.',
    'Usar la herramienta que hay a mano en lugar de la adecuada.',
    'No comprobar el resultado antes de recogerlo todo.',
    'Hacerlo todo a la vez en lugar de terminar una parte.',
    'Seguir un consejo pensado para otro caso sin comprobar que sirve para el tuyo.',
    'Adivinar cuando dudas en lugar de preguntar a quien ya lo ha hecho.',
    'Cambiarlo todo al primer problema en lugar de buscar su causa.',
  ],
  measure: [
    'Decide antes de empezar qué vas a comprobar al final, como el ajuste, el acabado o la resistencia, y anótalo.',
    'Lleva un registro sencillo: la fecha, lo que hiciste y lo que usaste. Al cabo de unos cuantos trabajos muestra qué aguanta y qué hay que rehacer.',
    'Vuelve a mirar el trabajo una semana después y tras el primer uso real. Lo que sigue bien entonces es lo que se hizo bien.',
    'Compara el primer trabajo con el cuarto: menos tiempo, menos retoques y menos devoluciones son las señales que cuentan.',
    'Anota cuánto dura cada paso y cuántas veces tienes que repetir uno. Cuando ambos bajan, el método funciona.',
  ],
  recap: (_T, a, b) => `En resumen: ${a} y luego ${b}.`,
  cta: (site, cta, url) => `para dar el siguiente paso, ${site} puede ayudarte — [${cta}](${url}).`,
  contact: (site, url) => `¿Quieres ir más allá? [Contacta con ${site}](${url}).`,
  neutralClose: ['Elige un paso de este artículo y pruébalo esta semana.', 'Toma el paso que encaje con tu semana y empieza por él.'],
  description: {
    how: (T) => `${T}: lo que hay que decidir primero, los pasos en orden, los errores habituales y cómo saber si funciona.`,
    why: (T) => `${T}: la respuesta corta, cuándo importa más y qué hacer.`,
    pitfalls: (T) => `${T}: los errores habituales, qué hacer en su lugar y cómo saber si funciona.`,
    about: (T) => `${T}: por qué importa, por dónde empezar, errores que evitar y cómo medir el progreso.`,
  },
  coverNoteFallback: 'Una imagen tranquila y despejada relacionada con el tema, con espacio para el título.',
};
