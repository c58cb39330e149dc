/**
 * The local article composer's sentences, per language (English, French, Spanish, German; other
 * languages fall back to English). `T` is the topic opening a sentence, `mid` the topic inside one.
 */
export interface ArticlePhrases {
  intro1(T: string): string;
  why: { heading: string; body: string; context(site: string, positioning: string): string };
  start: { heading: string; steps: string[] };
  pillar: { heading(P: string): string; body(P: string): string; proof(p: string): string };
  mistakes: { heading: string; items: string[] };
  measure: { heading: string; body: string };
  example: { heading: string; body: string };
  /** the conclusion sums up the article's own first two steps (each article has its own) */
  conclusion: { heading: string; recap(T: string, first: string, second: string): string };
  cta(site: string, cta: string, url: string): string;
  contact(site: string, url: string): string;
  neutralClose: string;
  description(T: string): string;
  coverNoteFallback: string;
  /** more wordings: each article picks its own among them, by its topic, so two topics read differently */
  more: { steps: string[]; mistakes: string[]; why: string[]; measure: string[]; example: string[]; intro: Array<(T: string) => string> };
  /** a section telling one of the owner's anecdotes */
  lived: { heading(title: string): string; takeaway(mid: string): string };
}

const en: ArticlePhrases = {
  intro1: (T) => `${T}: it sounds straightforward until you start. Then the small decisions pile up: where to begin, what to leave out, and how to tell whether it works.`,
  why: {
    heading: 'Why it matters',
    body: 'Getting this right shapes how people see your work long before they talk to you. It saves time, builds trust and gives every later step a solid base.',
    context: (site, pos) => `At ${site}, this is at the heart of what we do: ${pos}`,
  },
  start: {
    heading: 'Where to start',
    steps: [
      '**Define the goal.** Write down, in one sentence, what should change for your reader once this is done.',
      '**Look at what already works.** Note two or three examples you admire and what they have in common.',
      '**Start small and ship.** A first version you can test beats a perfect plan that stays in a drawer.',
      '**Ask for feedback early.** One honest reader spots what you no longer see.',
    ],
  },
  pillar: {
    heading: (P) => `${P}: putting it into practice`,
    body: (P) => `${P}: this is where it becomes concrete. Apply the four steps above to one part first, then widen the scope once the first results show.`,
    proof: (p) => `For reference: ${p}`,
  },
  mistakes: {
    heading: 'Mistakes to avoid',
    items: [
      'Trying to do everything at once instead of finishing one thing.',
      'Copying what others do without checking that it fits your readers.',
      'Skipping the review: a second pair of eyes is the cheapest quality check there is.',
      'Measuring nothing, then guessing what worked.',
    ],
  },
  measure: {
    heading: 'How to measure progress',
    body: 'Pick one or two signals you can actually observe, such as replies, sign-ups or time saved, and write them down before you start. Check them again after a few weeks. If they move, keep going; if not, change one thing at a time so you know what made the difference.',
  },
  example: {
    heading: 'A simple example',
    body: 'Say you have one afternoon. Spend the first hour on the goal and the examples, the second on a small first version, and the rest on showing it to one person and noting their reaction. By the end of the day you have something real, first feedback and a clear next step.',
  },
  conclusion: {
    heading: 'Conclusion',
    recap: (T, a, b) => `${T}, in short: ${a}, then ${b}.`,
  },
  cta: (site, cta, url) => `when you want to take the next step, ${site} can help — [${cta}](${url}).`,
  contact: (site, url) => `Want to go further? [Get in touch with ${site}](${url}).`,
  neutralClose: 'Pick one step from this article and try it this week.',
  description: (T) => `${T}: why it matters, where to start, mistakes to avoid and how to measure progress.`,
  coverNoteFallback: 'A calm, uncluttered image related to the topic, with space for the title.',
  more: {
    steps: [
      '**Write for one reader.** Picture a single person who needs this and answer their first question before any other.',
      '**List what you already know.** Notes, past emails and old drafts often hold half of the answer.',
      '**Decide what you will not do.** A short list of exclusions keeps the work small enough to finish.',
      '**Set a date to review it.** A fixed check-in turns good intentions into a routine.',
    ],
    mistakes: [
      'Waiting for the perfect moment instead of starting with what is already there.',
      'Hiding the hard part at the end, where nobody reads it.',
      'Using jargon your readers would never use themselves.',
      'Changing everything after the first negative comment.',
    ],
    why: [
      'It is often the difference between work that is noticed and work that is skipped. Readers decide in seconds whether something is for them.',
      'Small improvements here compound: each one makes the next conversation easier and the next decision faster.',
    ],
    measure: [
      'Keep a simple log: the date, what you changed and what happened next. After a month, the log shows which changes mattered, without any dashboard.',
      'Ask three people what they remember a week later. What they repeat back is what actually landed.',
    ],
    example: [
      'Take one real case from last month. Rewrite it with the steps above, compare both versions side by side, and keep whatever reads better to someone who was not involved.',
      'Pick the smallest piece you can finish in a day, ship it, and write down one question it raised. That question is where the next piece starts.',
    ],
    intro: [
      (T) => `${T}: most people know it matters, few know where to begin. This guide keeps it practical.`,
      (T) => `${T}: the question comes up again and again, and the answers are often vague. Here is a concrete way in.`,
    ],
  },
  lived: { heading: (t) => `From experience: ${t}`, takeaway: (mid) => `That moment says more about ${mid} than any checklist: the steps below start from it.` },
};

const fr: ArticlePhrases = {
  intro1: (T) => `${T} : le sujet paraît simple jusqu’au moment de s’y mettre. Les petites décisions s’accumulent alors : par où commencer, quoi laisser de côté, comment savoir si cela fonctionne.`,
  why: {
    heading: 'Pourquoi c’est important',
    body: 'Bien faire les choses ici change la façon dont on perçoit votre travail, bien avant le premier échange. Cela fait gagner du temps, installe la confiance et donne une base solide à chaque étape suivante.',
    context: (site, pos) => `Chez ${site}, c’est au cœur de notre démarche : ${pos}`,
  },
  start: {
    heading: 'Par où commencer',
    steps: [
      '**Définir l’objectif.** Écrivez en une phrase ce qui doit changer pour votre lecteur une fois le travail terminé.',
      '**Observer ce qui fonctionne déjà.** Relevez deux ou trois exemples que vous admirez et notez leurs points communs.',
      '**Commencer petit et livrer.** Une première version que l’on peut tester vaut mieux qu’un plan parfait qui reste dans un tiroir.',
      '**Demander un avis tôt.** Un lecteur honnête repère ce que vous ne voyez plus.',
    ],
  },
  pillar: {
    heading: (P) => `${P} : passer à la pratique`,
    body: (P) => `${P} : c’est ici que tout devient concret. Appliquez d’abord les quatre étapes ci-dessus à un seul volet, puis élargissez une fois les premiers résultats visibles.`,
    proof: (p) => `Point de repère : ${p}`,
  },
  mistakes: {
    heading: 'Les erreurs à éviter',
    items: [
      'Vouloir tout faire en même temps au lieu de terminer une chose.',
      'Copier ce que font les autres sans vérifier que cela convient à vos lecteurs.',
      'Sauter la relecture : un regard extérieur reste le contrôle qualité le moins cher.',
      'Ne rien mesurer, puis deviner ce qui a marché.',
    ],
  },
  measure: {
    heading: 'Comment mesurer les progrès',
    body: 'Choisissez un ou deux signaux réellement observables, comme des réponses, des inscriptions ou du temps gagné, et notez-les avant de commencer. Vérifiez-les de nouveau après quelques semaines. S’ils bougent, continuez ; sinon, changez une seule chose à la fois pour savoir ce qui fait la différence.',
  },
  example: {
    heading: 'Un exemple simple',
    body: 'Imaginons que vous disposiez d’un après-midi. Consacrez la première heure à l’objectif et aux exemples, la deuxième à une petite première version, et le reste à la montrer à une personne en notant sa réaction. En fin de journée, vous avez quelque chose de concret, un premier avis et une prochaine étape claire.',
  },
  conclusion: {
    heading: 'Conclusion',
    recap: (T, a, b) => `${T}, en bref : ${a}, puis ${b}.`,
  },
  cta: (site, cta, url) => `pour passer à la suite, ${site} peut vous aider — [${cta}](${url}).`,
  contact: (site, url) => `Envie d’aller plus loin ? [Contactez ${site}](${url}).`,
  neutralClose: 'Choisissez une étape de cet article et essayez-la cette semaine.',
  description: (T) => `${T} : pourquoi c’est important, par où commencer, les erreurs à éviter et comment mesurer les progrès.`,
  coverNoteFallback: 'Une image calme et épurée en lien avec le sujet, avec de la place pour le titre.',
  more: {
    steps: [
      '**Écrire pour un seul lecteur.** Imaginez une personne précise et répondez d’abord à sa première question.',
      '**Rassembler ce que vous savez déjà.** Vos notes, vos anciens courriels et vos brouillons contiennent souvent la moitié de la réponse.',
      '**Décider de ce que vous ne ferez pas.** Une courte liste d’exclusions garde le travail à une taille raisonnable.',
      '**Fixer une date de bilan.** Un rendez-vous régulier transforme les bonnes intentions en habitude.',
    ],
    mistakes: [
      'Attendre le moment idéal au lieu de partir de ce qui existe déjà.',
      'Garder la partie difficile pour la fin, là où personne ne la lit.',
      'Employer un jargon que vos lecteurs n’utiliseraient jamais.',
      'Tout changer après la première remarque négative.',
    ],
    why: [
      'C’est souvent ce qui sépare un travail remarqué d’un travail ignoré : un lecteur décide en quelques secondes si un contenu est pour lui.',
      'Les petits progrès s’additionnent ici : chacun rend l’échange suivant plus simple et la décision suivante plus rapide.',
    ],
    measure: [
      'Tenez un journal simple : la date, ce que vous avez changé et ce qui s’est passé ensuite. Au bout d’un mois, il montre ce qui a compté, sans tableau de bord.',
      'Demandez à trois personnes ce dont elles se souviennent une semaine plus tard. Ce qu’elles répètent, c’est ce qui a vraiment porté.',
    ],
    example: [
      'Prenez un cas réel du mois dernier. Reprenez-le avec les étapes ci-dessus, comparez les deux versions et gardez celle qui parle le mieux à une personne extérieure.',
      'Choisissez la plus petite partie que vous pouvez terminer en une journée, livrez-la et notez la question qu’elle soulève : c’est là que commence la suite.',
    ],
    intro: [
      (T) => `${T} : chacun sait que c’est important, peu savent par où commencer. Ce guide reste concret.`,
      (T) => `${T} : la question revient souvent, et les réponses restent floues. Voici une manière concrète de s’y prendre.`,
    ],
  },
  lived: { heading: (t) => `Un cas vécu : ${t}`, takeaway: () => 'Ce moment en dit plus sur le sujet qu’une liste de contrôle : les étapes ci-dessous en partent.' },
};

const es: ArticlePhrases = {
  intro1: (T) => `${T}: parece sencillo hasta que te pones manos a la obra. Entonces se acumulan las pequeñas decisiones: por dónde empezar, qué dejar fuera y cómo saber si funciona.`,
  why: {
    heading: 'Por qué importa',
    body: 'Hacerlo bien cambia cómo la gente percibe tu trabajo mucho antes de hablar contigo. Ahorra tiempo, genera confianza y da una base sólida a cada paso siguiente.',
    context: (site, pos) => `En ${site}, esto está en el centro de lo que hacemos: ${pos}`,
  },
  start: {
    heading: 'Por dónde empezar',
    steps: [
      '**Define el objetivo.** Escribe en una frase qué debe cambiar para tu lector cuando esté hecho.',
      '**Observa lo que ya funciona.** Anota dos o tres ejemplos que admires y lo que tienen en común.',
      '**Empieza en pequeño y publica.** Una primera versión que puedas probar vale más que un plan perfecto guardado en un cajón.',
      '**Pide opinión pronto.** Un lector sincero detecta lo que tú ya no ves.',
    ],
  },
  pillar: {
    heading: (P) => `${P}: llevarlo a la práctica`,
    body: (P) => `${P}: aquí es donde todo se vuelve concreto. Aplica primero los cuatro pasos anteriores a una sola parte y amplía cuando veas los primeros resultados.`,
    proof: (p) => `Como referencia: ${p}`,
  },
  mistakes: {
    heading: 'Errores que evitar',
    items: [
      'Querer hacerlo todo a la vez en lugar de terminar una cosa.',
      'Copiar lo que hacen otros sin comprobar que encaja con tus lectores.',
      'Saltarse la revisión: otra mirada es el control de calidad más barato que existe.',
      'No medir nada y luego adivinar qué funcionó.',
    ],
  },
  measure: {
    heading: 'Cómo medir el progreso',
    body: 'Elige una o dos señales que puedas observar de verdad, como respuestas, registros o tiempo ahorrado, y anótalas antes de empezar. Vuelve a revisarlas al cabo de unas semanas. Si se mueven, sigue adelante; si no, cambia una sola cosa cada vez para saber qué marca la diferencia.',
  },
  example: {
    heading: 'Un ejemplo sencillo',
    body: 'Imagina que tienes una tarde. Dedica la primera hora al objetivo y a los ejemplos, la segunda a una pequeña primera versión y el resto a enseñársela a una persona y anotar su reacción. Al final del día tienes algo real, una primera opinión y un siguiente paso claro.',
  },
  conclusion: {
    heading: 'Conclusión',
    recap: (T, a, b) => `${T}, en resumen: ${a} y luego ${b}.`,
  },
  cta: (site, cta, url) => `para dar el siguiente paso, ${site} puede ayudarte — [${cta}](${url}).`,
  contact: (site, url) => `¿Quieres ir más allá? [Contacta con ${site}](${url}).`,
  neutralClose: 'Elige un paso de este artículo y pruébalo esta semana.',
  description: (T) => `${T}: por qué importa, por dónde empezar, errores que evitar y cómo medir el progreso.`,
  coverNoteFallback: 'Una imagen tranquila y despejada relacionada con el tema, con espacio para el título.',
  more: {
    steps: [
      '**Escribe para un solo lector.** Piensa en una persona concreta y responde primero a su primera pregunta.',
      '**Reúne lo que ya sabes.** Tus notas, correos antiguos y borradores suelen contener la mitad de la respuesta.',
      '**Decide lo que no vas a hacer.** Una lista corta de exclusiones mantiene el trabajo a un tamaño razonable.',
      '**Fija una fecha de revisión.** Una cita fija convierte las buenas intenciones en costumbre.',
    ],
    mistakes: [
      'Esperar el momento perfecto en lugar de empezar con lo que ya existe.',
      'Dejar la parte difícil para el final, donde nadie la lee.',
      'Usar una jerga que tus lectores nunca usarían.',
      'Cambiarlo todo después del primer comentario negativo.',
    ],
    why: [
      'A menudo es la diferencia entre un trabajo que se nota y uno que se ignora: un lector decide en segundos si algo es para él.',
      'Aquí las pequeñas mejoras se suman: cada una facilita la siguiente conversación y acelera la siguiente decisión.',
    ],
    measure: [
      'Lleva un registro sencillo: la fecha, lo que cambiaste y lo que pasó después. Al cabo de un mes, el registro muestra qué cambios importaron, sin ningún panel.',
      'Pregunta a tres personas qué recuerdan una semana después. Lo que repiten es lo que de verdad llegó.',
    ],
    example: [
      'Toma un caso real del mes pasado. Rehazlo con los pasos anteriores, compara ambas versiones y quédate con la que mejor entienda alguien ajeno.',
      'Elige la parte más pequeña que puedas terminar en un día, publícala y anota la pregunta que plantea: ahí empieza la siguiente.',
    ],
    intro: [
      (T) => `${T}: todo el mundo sabe que importa, pocos saben por dónde empezar. Esta guía va al grano.`,
      (T) => `${T}: la pregunta aparece una y otra vez, y las respuestas suelen ser vagas. Aquí tienes una forma concreta de abordarla.`,
    ],
  },
  lived: { heading: (t) => `Un caso real: ${t}`, takeaway: () => 'Ese momento dice más sobre el tema que cualquier lista de control: los pasos siguientes parten de él.' },
};

const de: ArticlePhrases = {
  intro1: (T) => `${T}: Das klingt einfach, bis man anfängt. Dann häufen sich die kleinen Entscheidungen: wo beginnen, was weglassen und woran erkennen, dass es funktioniert.`,
  why: {
    heading: 'Warum es wichtig ist',
    body: 'Wer es richtig macht, prägt das Bild der eigenen Arbeit, lange bevor das erste Gespräch stattfindet. Es spart Zeit, schafft Vertrauen und gibt jedem weiteren Schritt eine solide Grundlage.',
    context: (site, pos) => `Bei ${site} steht genau das im Mittelpunkt: ${pos}`,
  },
  start: {
    heading: 'Wo Sie anfangen',
    steps: [
      '**Das Ziel festlegen.** Schreiben Sie in einem Satz auf, was sich für Ihre Leser ändern soll.',
      '**Ansehen, was schon funktioniert.** Notieren Sie zwei oder drei Beispiele, die Sie überzeugen, und was sie gemeinsam haben.',
      '**Klein anfangen und veröffentlichen.** Eine erste Version, die sich testen lässt, schlägt jeden perfekten Plan in der Schublade.',
      '**Früh um Rückmeldung bitten.** Ein ehrlicher Leser sieht, was Ihnen nicht mehr auffällt.',
    ],
  },
  pillar: {
    heading: (P) => `${P}: in die Praxis umsetzen`,
    body: (P) => `${P}: Hier wird es konkret. Wenden Sie die vier Schritte zuerst auf einen einzelnen Bereich an und erweitern Sie, sobald erste Ergebnisse sichtbar sind.`,
    proof: (p) => `Zur Orientierung: ${p}`,
  },
  mistakes: {
    heading: 'Fehler, die Sie vermeiden sollten',
    items: [
      'Alles gleichzeitig angehen, statt eine Sache abzuschließen.',
      'Kopieren, was andere tun, ohne zu prüfen, ob es zu Ihren Lesern passt.',
      'Die Durchsicht auslassen: Ein zweiter Blick ist die günstigste Qualitätskontrolle.',
      'Nichts messen und dann raten, was gewirkt hat.',
    ],
  },
  measure: {
    heading: 'Wie Sie Fortschritte messen',
    body: 'Wählen Sie ein oder zwei Signale, die Sie wirklich beobachten können, etwa Antworten, Anmeldungen oder gesparte Zeit, und notieren Sie sie vor dem Start. Prüfen Sie sie nach einigen Wochen erneut. Bewegen sie sich, machen Sie weiter; wenn nicht, ändern Sie jeweils nur eine Sache, damit Sie wissen, was den Unterschied macht.',
  },
  example: {
    heading: 'Ein einfaches Beispiel',
    body: 'Angenommen, Sie haben einen Nachmittag Zeit. Verwenden Sie die erste Stunde für Ziel und Beispiele, die zweite für eine kleine erste Version und den Rest dafür, sie einer Person zu zeigen und deren Reaktion festzuhalten. Am Ende des Tages haben Sie etwas Konkretes, eine erste Rückmeldung und einen klaren nächsten Schritt.',
  },
  conclusion: {
    heading: 'Fazit',
    recap: (T, a, b) => `${T} – kurz gesagt: ${a}, dann ${b}.`,
  },
  cta: (site, cta, url) => `Für den nächsten Schritt unterstützt ${site} Sie gern – [${cta}](${url}).`,
  contact: (site, url) => `Sie möchten tiefer einsteigen? [Kontaktieren Sie ${site}](${url}).`,
  neutralClose: 'Wählen Sie einen Schritt aus diesem Artikel und probieren Sie ihn diese Woche aus.',
  description: (T) => `${T}: warum es wichtig ist, wo Sie anfangen, welche Fehler Sie vermeiden und wie Sie Fortschritte messen.`,
  coverNoteFallback: 'Ein ruhiges, aufgeräumtes Bild zum Thema, mit Platz für den Titel.',
  more: {
    steps: [
      '**Für einen einzigen Leser schreiben.** Denken Sie an eine bestimmte Person und beantworten Sie zuerst deren erste Frage.',
      '**Sammeln, was Sie schon wissen.** Notizen, alte E-Mails und Entwürfe enthalten oft die halbe Antwort.',
      '**Festlegen, was Sie nicht tun.** Eine kurze Liste von Ausschlüssen hält die Arbeit überschaubar.',
      '**Einen Termin zur Überprüfung setzen.** Ein fester Termin macht aus guten Vorsätzen eine Gewohnheit.',
    ],
    mistakes: [
      'Auf den perfekten Moment warten, statt mit dem zu beginnen, was schon da ist.',
      'Den schwierigen Teil ans Ende stellen, wo ihn niemand liest.',
      'Fachjargon verwenden, den Ihre Leser selbst nie benutzen würden.',
      'Nach der ersten negativen Rückmeldung alles ändern.',
    ],
    why: [
      'Oft ist es der Unterschied zwischen Arbeit, die auffällt, und Arbeit, die übersehen wird: Leser entscheiden in Sekunden, ob etwas für sie ist.',
      'Kleine Verbesserungen summieren sich hier: Jede macht das nächste Gespräch leichter und die nächste Entscheidung schneller.',
    ],
    measure: [
      'Führen Sie ein einfaches Protokoll: das Datum, was Sie geändert haben und was danach geschah. Nach einem Monat zeigt es, welche Änderungen zählten, ganz ohne Dashboard.',
      'Fragen Sie drei Personen, woran sie sich eine Woche später erinnern. Was sie wiederholen, ist wirklich angekommen.',
    ],
    example: [
      'Nehmen Sie einen echten Fall aus dem letzten Monat. Überarbeiten Sie ihn mit den Schritten oben, vergleichen Sie beide Fassungen und behalten Sie die, die ein Außenstehender besser versteht.',
      'Wählen Sie das kleinste Stück, das Sie an einem Tag fertigstellen können, veröffentlichen Sie es und notieren Sie die Frage, die es aufwirft: Dort beginnt das nächste.',
    ],
    intro: [
      (T) => `${T}: Alle wissen, dass es wichtig ist, wenige wissen, wo sie anfangen sollen. Dieser Leitfaden bleibt praktisch.`,
      (T) => `${T}: Die Frage taucht immer wieder auf, und die Antworten bleiben oft vage. Hier ist ein konkreter Einstieg.`,
    ],
  },
  lived: { heading: (t) => `Aus der Praxis: ${t}`, takeaway: () => 'Dieser Moment sagt mehr über das Thema als jede Checkliste: Die folgenden Schritte gehen von ihm aus.' },
};

const PHRASES: Record<string, ArticlePhrases> = { en, fr, es, de };

export function articlePhrases(language: string): ArticlePhrases {
  return PHRASES[language] ?? en;
}
