import type { ArticlePhrases } from '../article-types.js';

export const article: ArticlePhrases = {
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
    why: [
      (T) => `${T}: la pregunta aparece a menudo, y la respuesta es menos obvia de lo que parece.`,
      (T) => `${T}: primero la respuesta corta, después los casos en los que más importa.`,
    ],
    pitfalls: [
      (T) => `${T}: la mayoría se detectan fácilmente cuando se sabe dónde mirar.`,
      (T) => `${T}: siempre vuelven los mismos, y cada uno tiene una solución sencilla.`,
    ],
    about: [
      (T) => `${T}: parece sencillo hasta que te pones manos a la obra, y entonces se acumulan las pequeñas decisiones: por dónde empezar, qué dejar fuera y cómo saber si funciona.`,
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
    'Decide para quién lo haces y qué debe cambiar para esa persona cuando esté terminado. Todo lo demás, del alcance al tono, sale de esa frase.',
    'Anota lo que ya tienes y lo que falta. La mitad del trabajo suele estar ahí, en tus notas, tus conversaciones pasadas y tus borradores.',
  ],
  answer: [
    'Porque el coste de equivocarse aparece más tarde que el esfuerzo de hacerlo bien. Cuando el problema se ve, es más difícil y más caro de corregir.',
    'Porque las personas para las que trabajas juzgan el resultado, no el método. Lo que desde dentro parece un detalle suele ser lo primero que notan.',
  ],
  when: [
    'Importa más cuando hay mucho en juego y el lector no puede comprobarlo por sí mismo: entonces el cuidado es todo el valor del trabajo.',
    'La diferencia se nota en la primera prueba real: una pregunta de un cliente, un plazo, un caso imprevisto. Ahí es donde los atajos se pagan.',
  ],
  why: [
    'Hacerlo bien cambia cómo la gente percibe tu trabajo mucho antes de hablar contigo.',
    'A menudo es la diferencia entre un trabajo que se nota y uno que se ignora: un lector decide en segundos si algo es para él.',
    'Aquí las pequeñas mejoras se suman: cada una facilita la siguiente conversación y acelera la siguiente decisión.',
  ],
  context: (site, pos) => `en ${site}, esto está en el centro de lo que hacemos: ${pos}`,
  steps: [
    '**Define el objetivo.** Escribe en una frase qué debe cambiar para tu lector cuando esté hecho.',
    '**Observa lo que ya funciona.** Anota dos o tres ejemplos que admires y lo que tienen en común.',
    '**Empieza en pequeño y publica.** Una primera versión que puedas probar vale más que un plan perfecto guardado en un cajón.',
    '**Pide opinión pronto.** Un lector sincero detecta lo que tú ya no ves.',
    '**Escribe para un solo lector.** Piensa en una persona concreta y responde primero a su primera pregunta.',
    '**Reúne lo que ya sabes.** Tus notas, correos antiguos y borradores suelen contener la mitad de la respuesta.',
    '**Decide lo que no vas a hacer.** Una lista corta de exclusiones mantiene el trabajo a un tamaño razonable.',
    '**Fija una fecha de revisión.** Una cita fija convierte las buenas intenciones en costumbre.',
  ],
  mistakes: [
    'Querer hacerlo todo a la vez en lugar de terminar una cosa.',
    'Copiar lo que hacen otros sin comprobar que encaja con tus lectores.',
    'Saltarse la revisión: otra mirada es el control de calidad más barato que existe.',
    'No medir nada y luego adivinar qué funcionó.',
    'Esperar el momento perfecto en lugar de empezar con lo que ya existe.',
    'Dejar la parte difícil para el final, donde nadie la lee.',
    'Usar una jerga que tus lectores nunca usarían.',
    'Cambiarlo todo después del primer comentario negativo.',
  ],
  measure: [
    'Elige una o dos señales que puedas observar de verdad, como respuestas, registros o tiempo ahorrado, y anótalas antes de empezar.',
    'Lleva un registro sencillo: la fecha, lo que cambiaste y lo que pasó después. Al cabo de un mes muestra qué cambios importaron.',
    'Pregunta a tres personas qué recuerdan una semana después. Lo que repiten es lo que de verdad llegó.',
    'Compara la primera semana con la cuarta: menos preguntas, menos correcciones y respuestas más rápidas son las señales que cuentan.',
    'Anota cuánto dura cada ronda y cuántos cambios vuelven. Cuando ambos bajan, el método funciona.',
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
