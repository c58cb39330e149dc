import type { ArticlePhrases } from '../article-types.js';

export const article: ArticlePhrases = {
  kind: {
    why: /^pourquoi\b/iu,
    pitfalls: /(?<!\p{L})(?:erreurs?|pièges?)(?!\p{L})/iu,
    how: /^(?:comment(?!\p{L})|(?!(?:notre|votre|entre|autre|contre|lettre|centre|hier)(?!\p{L}))\p{L}{3,}(?:er|ir|re)(?!\p{L}))/iu,
  },
  colon: ' : ',
  intro: {
    how: [
      (T) => `${T} : il n’y a pas une seule bonne manière, mais il y a un ordre qui fait gagner du temps ; le voici, avec les erreurs qui coûtent le plus.`,
      (T) => `${T} : le plus difficile est rarement le travail lui-même, ce sont les décisions autour, et ce guide les prend une à une.`,
    ],
    why: [
      (T) => `${T} : la question revient souvent, et la réponse est moins évidente qu’elle n’en a l’air.`,
      (T) => `${T} : d’abord la réponse courte, puis les cas où elle compte le plus.`,
    ],
    pitfalls: [
      (T) => `${T} : la plupart se repèrent facilement quand on sait où regarder.`,
      (T) => `${T} : ce sont toujours les mêmes qui reviennent, et chacune a une solution simple.`,
    ],
    about: [
      (T) => `${T} : cela paraît simple jusqu’au moment de s’y mettre, et alors les petites décisions s’accumulent : par où commencer, quoi laisser de côté et comment savoir si cela fonctionne.`,
      (T) => `${T} : chacun sait que c’est important, peu savent par où commencer ; ce guide reste concret.`,
    ],
  },
  headings: {
    settle: ['Ce qu’il faut décider d’abord', 'Avant de commencer', 'Les premières décisions'],
    steps: ['Étape par étape', 'Les étapes, dans l’ordre', 'Par où commencer'],
    answer: ['La réponse courte', 'Ce qui est vraiment en jeu', 'Pourquoi c’est important'],
    when: ['Quand cela compte le plus', 'Là où la différence se voit', 'Les cas qui décident'],
    pitfalls: ['Là où cela se passe mal', 'Les erreurs à éviter', 'Les pièges habituels'],
    act: ['Que faire à la place', 'Comment s’y prendre', 'Une meilleure manière de faire'],
    check: ['Comment savoir si cela fonctionne', 'Comment mesurer les progrès', 'Les signes que vous êtes sur la bonne voie'],
    close: ['En bref', 'Conclusion', 'Pour résumer'],
  },
  lived: {
    heading: (t) => `Un cas vécu : ${t}`,
    takeaway: ['Ce moment en dit plus sur le sujet qu’une liste de contrôle, et les conseils qui suivent en partent.', 'Chaque étape qui suit revient à ce qui s’est passé ce jour-là.'],
  },
  /** one sentence, continuing the topic and a colon */
  practice: (P) => `appliquez d’abord les étapes ci-dessus au volet « ${P} », puis élargissez une fois les premiers résultats visibles`,
  settle: [
    'Décidez pour qui vous le faites et ce qui doit changer pour cette personne une fois le travail terminé. Tout le reste, du périmètre au ton, découle de cette phrase.',
    'Notez ce que vous avez déjà et ce qui manque. La moitié du travail est souvent là, dans vos notes, vos échanges passés et vos brouillons.',
  ],
  answer: [
    'Parce que le coût d’une erreur apparaît plus tard que l’effort de bien faire. Quand le problème se voit, il est plus difficile et plus cher à corriger.',
    'Parce que les personnes pour qui vous travaillez jugent le résultat, pas la méthode. Ce qui semble un détail de l’intérieur est souvent la première chose qu’elles remarquent.',
  ],
  when: [
    'Cela compte le plus quand l’enjeu est élevé et que le lecteur ne peut pas vérifier par lui-même : c’est alors le soin qui fait toute la valeur du travail.',
    'La différence se voit à la première vraie épreuve : une question d’un client, une échéance, un cas imprévu. C’est là que les raccourcis se paient.',
  ],
  why: [
    'Bien le faire change la façon dont on perçoit votre travail, bien avant le premier échange.',
    'C’est souvent ce qui sépare un travail remarqué d’un travail ignoré : un lecteur décide en quelques secondes si un contenu est pour lui.',
    'Les petits progrès s’additionnent ici : chacun rend l’échange suivant plus simple et la décision suivante plus rapide.',
  ],
  context: (site, pos) => `chez ${site}, c’est au cœur de notre travail : ${pos}`,
  steps: [
    '**Définir l’objectif.** Écrivez en une phrase ce qui doit changer pour votre lecteur une fois le travail terminé.',
    '**Observer ce qui fonctionne déjà.** Notez deux ou trois exemples que vous admirez et ce qu’ils ont en commun.',
    '**Commencer petit et publier.** Une première version que l’on peut tester vaut mieux qu’un plan parfait resté dans un tiroir.',
    '**Demander un avis tôt.** Un lecteur honnête voit ce que vous ne voyez plus.',
    '**Écrire pour un seul lecteur.** Imaginez une personne précise et répondez d’abord à sa première question.',
    '**Rassembler ce que vous savez déjà.** Vos notes, vos anciens courriels et vos brouillons contiennent souvent la moitié de la réponse.',
    '**Décider de ce que vous ne ferez pas.** Une courte liste d’exclusions garde le travail à une taille raisonnable.',
    '**Fixer une date de bilan.** Un rendez-vous régulier transforme les bonnes intentions en habitude.',
  ],
  mistakes: [
    'Vouloir tout faire en même temps au lieu de terminer une chose.',
    'Copier ce que font les autres sans vérifier que cela convient à vos lecteurs.',
    'Sauter la relecture : un regard extérieur reste le contrôle qualité le moins cher.',
    'Ne rien mesurer, puis deviner ce qui a marché.',
    'Attendre le moment idéal au lieu de partir de ce qui existe déjà.',
    'Garder la partie difficile pour la fin, là où personne ne la lit.',
    'Employer un jargon que vos lecteurs n’utiliseraient jamais.',
    'Tout changer après la première remarque négative.',
  ],
  measure: [
    'Choisissez un ou deux signaux réellement observables, comme des réponses, des inscriptions ou du temps gagné, et notez-les avant de commencer.',
    'Tenez un journal simple : la date, ce que vous avez changé et ce qui s’est passé ensuite. Au bout d’un mois, il montre ce qui a compté.',
    'Demandez à trois personnes ce dont elles se souviennent une semaine plus tard. Ce qu’elles répètent, c’est ce qui a vraiment porté.',
    'Comparez la première semaine à la quatrième : moins de questions, moins de corrections et des réponses plus rapides sont les signes qui comptent.',
    'Notez le temps que prend chaque tour et le nombre de retouches demandées. Quand les deux baissent, la méthode fonctionne.',
  ],
  recap: (_T, a, b) => `En bref : ${a}, puis ${b}.`,
  cta: (site, cta, url) => `pour passer à la suite, ${site} peut vous aider — [${cta}](${url}).`,
  contact: (site, url) => `Envie d’aller plus loin ? [Contactez ${site}](${url}).`,
  neutralClose: ['Choisissez une étape de cet article et essayez-la cette semaine.', 'Prenez l’étape qui convient à votre semaine et commencez par elle.'],
  description: {
    how: (T) => `${T} : ce qu’il faut décider d’abord, les étapes dans l’ordre, les erreurs fréquentes et comment savoir si cela fonctionne.`,
    why: (T) => `${T} : la réponse courte, les cas où elle compte le plus et ce qu’il faut faire.`,
    pitfalls: (T) => `${T} : les erreurs fréquentes, que faire à la place et comment savoir si cela fonctionne.`,
    about: (T) => `${T} : pourquoi c’est important, par où commencer, les erreurs à éviter et comment mesurer les progrès.`,
  },
  coverNoteFallback: 'Une image calme et épurée en lien avec le sujet, avec de la place pour le titre.',
};
