import type { ArticlePhrases, TopicParts, TopicShape } from '../article-types.js';

/** How-topics by their infinitive ("Choisir sa farine", "Comment fidéliser ses clients"). */
const VERBS: Array<[RegExp, TopicShape]> = [
  [/^(?:tarifer|chiffrer|facturer)$/u, 'price'],
  [/^(?:choisir|sélectionner)$/u, 'choose'],
  [/^(?:créer|construire|rédiger|monter|bâtir|concevoir)$/u, 'build'],
  [/^(?:organiser|planifier|structurer|aménager)$/u, 'organise'],
  [/^(?:fidéliser|garder|conserver|retenir)$/u, 'keep'],
];
const PRICE = /^(?:le|les|ses|vos|son|votre)\s+(?:prix|tarifs?)\s+(?:d[eu]s?\s+|d’|d')?/iu;
const PEOPLE = /(?<!\p{L})(?:clients?|clientèle|lecteurs?|lectrices?|membres?|abonnés?|adhérents?|patients?|patientes?|élèves?|habitués?|bénévoles?|salariés?|équipes?)(?!\p{L})/iu;
/** the reader's possessives: the site says "vous" ("sa farine" → "votre farine") */
const yours = (s: string) => s.replace(/(?<!\p{L})(?:sa|son|leur)(?!\p{L})/gu, 'votre').replace(/(?<!\p{L})(?:ses|leurs)(?!\p{L})/gu, 'vos');

function parse(topic: string): TopicParts | undefined {
  const t = topic.trim().replace(/\s*[.!?…]+$/u, '');
  // (a question's inversion is no claim: "le cannage se détend-il avec les années" → "le cannage se détend avec les années")
  const claim = /^pourquoi\s+(?:est-ce\s+qu(?:e\s+|['’]))?(.+)$/iu.exec(t)?.[1]?.replace(/-(?:t-)?(?:il|elle|on|ils|elles)(?![\p{L}-])/u, '');
  if (claim) return { shape: 'why', act: claim, object: claim, rest: '' };
  const m = /^(?:comment\s+)?(\p{L}+)\s+(.+)$/iu.exec(t);
  if (!m) return undefined;
  const verb = m[1]!.toLowerCase();
  let tail = yours(m[2]!);
  // "fixer le prix d’une prestation": the price is the verb's object, the prestation the topic's
  const priced = verb === 'fixer' || verb === 'calculer' ? PRICE.exec(tail) : null;
  const shape = priced ? 'price' : VERBS.find(([re]) => re.test(verb))?.[1];
  if (!shape) return undefined;
  // garder, conserver, retenir: des personnes ("vos clients"), pas une habitude ni un secret
  const act = `${verb} ${tail}`;
  if (priced) tail = tail.slice(priced[0].length);
  const i = tail.search(/\s(?:pour|avec|quand|lorsque|sans|dans|chez|afin|en)\s/iu);
  const object = i < 0 ? tail : tail.slice(0, i);
  // garder, conserver, retenir: des personnes ("vos clients"), pas une habitude ni un secret (le nom en tête : "l’habitude de vos clients" est une habitude)
  if (shape === 'keep' && verb !== 'fidéliser' && !PEOPLE.test(object.split(/\s(?:de|des|du|d’|d')\s?/u)[0]!)) return undefined;
  return { shape, act, object, rest: i < 0 ? '' : tail.slice(i + 1) };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "de" before a noun phrase: "les clients" → "des clients", "le pain" → "du pain", "un projet" → "d’un projet" */
const de = (o: string) => (/^les\s/iu.test(o) ? o.replace(/^les\s/iu, 'des ') : /^le\s/iu.test(o) ? o.replace(/^le\s/iu, 'du ') : /^[aeiouyéèêâîôûœh]/iu.test(o) ? `d’${o}` : `de ${o}`);
const r = (p: TopicParts) => (p.rest ? ` ${p.rest}` : '');
const withWhom = (p: TopicParts) => (/^avec\s/u.test(p.rest) ? ` ${p.rest}` : '');
const mistakesHeading = (p: TopicParts) => `Les erreurs fréquentes au moment ${de(p.act)}`;

export const article: ArticlePhrases = {
  shapes: {
    parse,
    site: (site, quote) => `Sur ce point, ${site} le dit avec ses propres mots : « ${quote} »`,
    sitePillar: (site, pillar, quote) => `« ${pillar} » fait partie des sujets sur lesquels travaille ${site} ; dans ses propres mots : « ${quote} »`,
    siteHeading: (site) => `Ce qu’en dit ${site}`,
    proof: (proof) => `Pour mémoire : ${proof.charAt(0).toLowerCase()}${proof.slice(1)}`,
    lived: 'Ce qui s’est passé ce jour-là résume le sujet en petit.',
    outline: {
      why: {
        intro: () => 'C’est une question à laquelle on répond mieux par des cas que par des principes : là où la différence se voit, ce que coûte l’impasse, là où cela compte moins, et comment faire de la réponse une règle qui tient face à une échéance.',
        sections: [
          {
            heading: (p) => `Là où l’on voit que ${p.act}`,
            body: () =>
              'Regardez les cas où la différence se voit : ceux où une erreur coûte quelque chose, où le client ne peut pas vérifier par lui-même, où le contexte n’est écrit nulle part. Deux ou trois cas de ce genre, tirés de votre propre travail, convainquent mieux qu’une déclaration générale. Notez-les au moment où ils se produisent : un cas daté se balaie moins facilement qu’un souvenir.',
          },
          {
            heading: () => 'Ce que coûte l’impasse',
            body: () =>
              'Comptez ce qui suit quand on s’en passe : les corrections après coup, les explications à fournir, la confiance à reconstruire. Mis en regard du temps que cela aurait pris, le calcul plaide souvent tout seul. Si vous avez vos propres chiffres, servez-vous-en ; sinon, décrivez un cas avec précision.',
          },
          {
            heading: () => 'Là où cela compte moins',
            body: () => 'Il y a des cas où la question pèse moins : un enjeu faible, un client qui peut vérifier, un travail qui sera refait de toute façon. Le dire rend le reste de l’argument plus crédible et montre où placer l’effort en premier.',
          },
          {
            heading: () => 'Faire de la réponse une règle',
            body: () => 'Décidez quand c’est obligatoire, qui s’en charge et combien de temps cela reçoit dans le planning et dans le prix. Un principe sans règle cède à la première échéance ; une règle écrite tient.',
          },
          {
            heading: () => 'L’expliquer aux personnes pour qui vous travaillez',
            body: () =>
              'Parlez du résultat, pas de la méthode : ce que le client y gagne et le risque évité. Une personne qui voit ce que cela protège l’accepte plus volontiers qu’une personne à qui l’on dit que c’est une bonne pratique. Un seul cas concret, raconté en une phrase, fait souvent le reste.',
          },
        ],
        mistakes: {
          heading: () => 'Les arguments qui ne convainquent pas',
          items: () => [
            'Défendre un principe sans donner d’exemple.',
            'Affirmer que cela compte partout, si bien que personne ne croit que cela compte quelque part.',
            'Décrire la méthode au lieu du résultat.',
            'Y renoncer à la première échéance, ce qui montre à tous que c’était facultatif.',
          ],
        },
        recap: () => 'En bref : montrez les cas où cela compte, chiffrez ce que coûte l’impasse, dites où cela compte moins et écrivez la règle.',
        description: (p) => `Pourquoi ${p.act} : là où cela se voit, ce que coûte l’impasse, là où cela compte moins et comment en faire une règle.`,
      },
      price: {
        intro: (p) =>
          `${cap(p.act)}, c’est moins trouver le bon chiffre que savoir ce que ce chiffre paie. Ce guide reprend tout dans l’ordre : ce que le prix doit couvrir, l’unité à choisir, ce qui le fait monter, la rédaction du devis et le contrôle après coup.`,
        sections: [
          {
            heading: (p) => `Ce que le prix ${de(p.object)} doit couvrir`,
            body: (p) =>
              `Listez tout ce que demande ${p.object} avant d’annoncer un chiffre : le travail lui-même, la préparation, les vérifications, les échanges avec le client et les allers-retours de corrections. Un prix qui ne compte que la partie visible est celui qui vous fait travailler gratuitement à la fin. Ajoutez ce que coûte votre activité, les outils et le temps passé sur les devis jamais signés, pour que le chiffre annoncé paie tout cela.`,
          },
          {
            heading: () => 'Choisir l’unité : à la pièce, à l’heure ou au forfait',
            body: () =>
              'Choisissez l’unité qui suit ce qui fait varier l’effort. Quand il grandit avec le volume, facturez à l’unité de volume ; quand il dépend de recherches ou de coordination, facturez à l’heure ou à la journée ; quand le client a besoin d’un seul chiffre à valider, proposez un forfait et dites ce qu’il comprend. Quelle que soit l’unité, le client doit pouvoir voir comment le total a été obtenu.',
          },
          {
            heading: (p) => `Ce qui fait monter le prix ${de(p.object)}`,
            body: () =>
              'Notez ce qui augmente l’effort : un délai court, un domaine spécialisé, des éléments qui arrivent incomplets, un format à reconstruire, plusieurs interlocuteurs à satisfaire. Nommez ces facteurs dans le devis : un prix plus élevé se lit alors comme une raison et non comme un caprice, et le client peut le faire baisser en retirant l’un d’eux.',
          },
          {
            heading: (p) => `Rédiger le devis ${de(p.object)}`,
            body: () =>
              'Indiquez ce qui est compris et ce qui ne l’est pas, le nombre de séries de corrections couvertes, le délai, l’échéance de paiement et la durée de validité de l’offre. Un périmètre clair protège les deux parties : quand la demande grandit en cours de route, vous montrez le devis et chiffrez l’ajout au lieu de l’absorber.',
          },
          {
            heading: () => 'Vérifier le prix une fois le travail livré',
            body: (p) =>
              `Comparez le temps réellement passé sur ${p.object} avec le temps chiffré. Deux ou trois projets suffisent pour voir si votre tarif tient, quels facteurs vous sous-estimez et où le devis a besoin d’une ligne de plus la prochaine fois.`,
          },
        ],
        mistakes: {
          heading: () => 'Les erreurs de prix qui coûtent le plus',
          items: () => [
            'Chiffrer avant que le périmètre soit clair, puis absorber chaque ajout.',
            'Copier le tarif d’un concurrent sans savoir ce qu’il couvre.',
            'Laisser le nombre de corrections ouvert, si bien que les dernières ne sont pas payées.',
            'Baisser le prix au lieu de retirer une partie du travail.',
          ],
        },
        recap: (p) => `En bref : comptez tout ce que demande ${p.object}, choisissez une unité que le client peut suivre, nommez ce qui fait monter le prix et écrivez le périmètre.`,
        description: (p) => `${cap(p.act)} : ce que le prix doit couvrir, l’unité à choisir, ce qui le fait monter et comment rédiger le devis.`,
      },
      choose: {
        intro: (p) => `${cap(p.act)} commence par ce dont vous avez besoin, pas par ce que l’on vous propose. Voici comment fixer vos critères, comparer les options à conditions égales, tester avant de vous engager et savoir quand revoir ce choix.`,
        sections: [
          {
            heading: (p) => `Ce que vous attendez ${de(p.object)}${r(p)}`,
            body: (p) =>
              `Notez les deux ou trois choses que ${p.object} doit vous apporter${r(p)}, et celle dont vous pouvez vous passer. Cette courte liste sert de mesure pour chaque option ; sans elle, le choix va à l’option la mieux présentée plutôt qu’à celle qui convient.`,
          },
          {
            heading: (p) => `Comparer les options pour ${p.object}`,
            body: () =>
              'Comparez les candidats sur les mêmes critères, dans le même ordre : ce que chacun apporte au résultat, sa régularité d’une fois sur l’autre, son coût sur une année plutôt qu’à l’unité et la facilité à vous le procurer de nouveau. Un choix fait sur un seul critère résiste rarement au premier problème. Placez les candidats côte à côte, une ligne par option, pour que la comparaison reste sur le papier et pas dans votre tête.',
          },
          {
            heading: () => 'Tester avant de vous engager',
            body: () =>
              'Essayez chaque option à petite échelle avant de tout changer. Gardez le reste de votre méthode identique, pour que toute différence vienne du choix lui-même, et notez ce que vous observez à chaque essai : après deux ou trois essais, vous comparez des notes et non des souvenirs.',
          },
          {
            heading: () => 'Ce que coûte vraiment un changement',
            body: () =>
              'Comptez ce que coûte le changement, pas seulement le prix : le temps d’apprendre une nouvelle option, les essais ratés, le stock ou les habitudes que vous laissez derrière vous. Un changement vaut la peine quand le gain reste clair une fois ces coûts comptés.',
          },
          {
            heading: (p) => `Quand revoir le choix ${de(p.object)}`,
            body: (p) =>
              `Revenez sur ce choix quand le résultat dérive, quand un fournisseur change ou quand vos besoins${r(p)} évoluent. D’ici là, un choix stable que vous connaissez bien vaut mieux qu’un meilleur choix sur le papier que vous remplacez sans cesse.`,
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Choisir sur le seul prix, puis le payer dans le résultat.',
            'Suivre une recommandation faite pour un autre usage.',
            'Changer plusieurs choses à la fois, si bien que personne ne sait ce qui a fait la différence.',
            'Ne jamais noter les résultats d’un essai.',
          ],
        },
        recap: (p) => `En bref : décidez ce que vous attendez ${de(p.object)}, comparez les options sur les mêmes critères, testez à petite échelle et gardez votre choix tant que les résultats ne disent pas le contraire.`,
        description: (p) => `${cap(p.act)} : les critères à fixer, comment comparer les options, comment les tester et quand revoir le choix.`,
      },
      build: {
        intro: (p) => `${cap(p.act)}, c’est surtout décider de son usage et de qui s’occupe de sa mise à jour ; la réalisation vient ensuite. Voici les décisions dans l’ordre, de la première version à la routine de mise à jour.`,
        sections: [
          {
            heading: (p) => `L’usage ${de(p.object)}`,
            body: (p) =>
              `Avant la première ligne, dites en une phrase qui utilisera ${p.object} et ce que cela doit régler pour ces personnes. Cette phrase décide de ce qui entre, de ce qui reste dehors et du moment où la première version est assez bonne pour être partagée. Quand deux usages tirent dans des directions opposées, gardez-en un pour la première version et notez l’autre pour plus tard.`,
          },
          {
            heading: () => 'Rassembler ce qui existe déjà',
            body: (p) =>
              `Une bonne partie ${de(p.object)} existe déjà quelque part : dans les travaux passés, les courriels, les notes et les questions qui reviennent. Rassemblez-la d’abord, triez-la, puis écrivez seulement ce qui manque : vous partez de choses que les gens reconnaissent déjà. Notez d’où vient chaque élément, pour que chacun puisse le vérifier plus tard.`,
          },
          {
            heading: () => 'Partager tôt une première version',
            body: (p) =>
              `Gardez la première version assez courte pour la terminer en une séance, et partagez-la tôt${withWhom(p)}. Une première version utilisée vous en apprend plus qu’une version complète qui attend, et les premières questions montrent quoi ajouter.`,
          },
          {
            heading: () => 'Qui décide de quoi',
            body: (p) =>
              `Convenez de qui complète ${p.object}, de qui valide une modification et de l’endroit où se trouve la version à jour. Sans cette règle, deux versions circulent au bout de quelques semaines et personne ne sait laquelle est la bonne. Écrivez cette règle à côté de la version à jour, là où chaque utilisateur la verra.`,
          },
          {
            heading: (p) => `Tenir ${p.object} à jour`,
            body: (p) =>
              `Fixez un moment régulier pour relire ${p.object}, après chaque projet ou une fois par mois. Retirez ce qui ne s’applique plus, ajoutez ce qui est apparu et datez chaque modification, pour que chacun voie ce qui a changé et quand. Une courte note sur ce qui a changé, envoyée aux personnes concernées, suffit souvent pour qu’elles fassent confiance à la version à jour.`,
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Vouloir une version complète avant que quiconque s’en serve.',
            'Tout construire seul, puis demander aux autres de l’adopter.',
            'Garder plusieurs copies à des endroits différents.',
            'Ne jamais rien retirer, jusqu’à ce que plus personne ne lise.',
          ],
        },
        recap: (p) => `En bref : fixez l’usage ${de(p.object)}, partez de ce qui existe, partagez tôt une première version et convenez de qui la tient à jour.`,
        description: (p) => `${cap(p.act)} : son usage, par où commencer, qui décide de quoi et comment le tenir à jour.`,
      },
      organise: {
        intro: (p) => `${cap(p.act)} commence par ce qui ne peut pas bouger ; tout le reste s’organise autour. Voici comment poser les points fixes, regrouper le reste, garder de la marge et ajuster après un essai.`,
        sections: [
          {
            heading: (p) => `Ce qui ne peut pas bouger dans ${p.object}`,
            body: (p) =>
              `Listez d’abord ce qui est fixe${r(p)} : les heures imposées par d’autres, les engagements que vous ne pouvez pas déplacer, les moments dont vous avez besoin pour récupérer. Ils entrent en premier dans ${p.object} ; tout le reste s’organise autour, et non l’inverse.`,
          },
          {
            heading: () => 'Regrouper le reste en blocs',
            body: () =>
              'Regroupez ce qui reste en quelques blocs ayant chacun un seul but, plutôt qu’une longue liste de petites tâches. Un bloc garde ensemble le travail qui va ensemble, et il est plus simple de déplacer un bloc entier que de réorganiser vingt éléments séparés. Donnez à chaque bloc une place habituelle dans la journée ou la semaine, pour qu’il devienne une habitude plutôt qu’une décision à reprendre chaque fois.',
          },
          {
            heading: () => 'Une marge pour l’imprévu',
            body: (p) => `Gardez dans ${p.object} une marge pour ce que vous ne pouvez pas prévoir : un retard, une absence, une tâche plus longue que prévu. Une organisation sans marge casse à la première surprise, et la marge inutilisée vous rend du temps.`,
          },
          {
            heading: () => 'Mettre l’organisation par écrit',
            body: () =>
              'Mettez la nouvelle organisation par écrit, sur papier ou dans un agenda partagé, et montrez-la aux personnes qu’elle concerne. Ce qui ne vit que dans votre tête ne peut pas être respecté par les autres, et l’écrire montre les journées trop pleines.',
          },
          {
            heading: () => 'Ajuster après un essai',
            body: () => 'Essayez la nouvelle organisation pendant deux semaines avant de la juger. Notez chaque jour ce qui a glissé et pourquoi ; à la fin de l’essai, changez une chose à la fois, en commençant par ce qui a glissé le plus souvent.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => ['Remplir chaque heure, sans marge pour l’imprévu.', 'S’organiser autour des tâches en oubliant le repos.', 'Tout changer après une mauvaise journée.', 'Garder le planning pour soi alors qu’il concerne d’autres personnes.'],
        },
        recap: () => 'En bref : placez d’abord ce qui ne peut pas bouger, regroupez le reste en blocs, gardez une marge et ajustez après deux semaines.',
        description: (p) => `${cap(p.act)} : les points fixes d’abord, le reste en blocs, une marge pour l’imprévu et un ajustement après un essai.`,
      },
      keep: {
        intro: (p) =>
          `${cap(p.act)} dépend moins des offres spéciales que de ce que les gens retrouvent à chaque visite. Voici par où commencer : qui revient déjà, ce qui fait qu’on se sent reconnu, ce qui donne une raison de revenir et comment savoir si cela fonctionne.`,
        sections: [
          {
            heading: () => 'Savoir qui revient déjà',
            body: (p) =>
              `Commencez par noter qui revient déjà, à quelle fréquence et pour quoi. ${cap(p.act)} part de ce que ces personnes apprécient déjà ; une offre nouvelle construite sans cela récompense souvent des gens qui seraient venus de toute façon.`,
          },
          {
            heading: () => 'Reconnaître les personnes',
            body: () =>
              'Retenez les prénoms, les habitudes et les préférences, et servez-vous-en : la commande habituelle prête, une question sur la dernière fois. Être reconnu est la raison pour laquelle beaucoup choisissent un lieu plutôt qu’un autre, moins cher ou plus proche.',
          },
          {
            heading: () => 'Donner une raison de revenir',
            body: () =>
              'Offrez une raison de revenir qui corresponde à ce que l’on vient chercher chez vous : une nouveauté à un rythme régulier, l’annonce de ce qui arrive, un service que les autres ne proposent pas. Une raison régulière fonctionne mieux qu’une remise occasionnelle.',
          },
          {
            heading: () => 'Écouter quand quelque chose ne va pas',
            body: () => 'Une réclamation traitée vite et sans discussion attache souvent davantage qu’une visite sans problème. Demandez ce qui n’a pas été, corrigez tout de suite ce qui peut l’être et dites ce que vous allez changer.',
          },
          {
            heading: (p) => `Mesurer la fidélité ${de(p.object)}`,
            body: () =>
              'Choisissez un signal que vous pouvez compter : combien de personnes reviennent dans le mois, quelle part des ventes vient d’habitués, combien viennent sur recommandation. Notez-le chaque mois ; la tendance en dit plus que n’importe quel chiffre isolé.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Récompenser seulement les nouveaux venus et oublier les habitués.',
            'Multiplier les remises jusqu’à ce que le prix soit tout ce dont on se souvient.',
            'Répondre à une réclamation par une justification.',
            'Changer ce pour quoi les habitués viennent sans les prévenir.',
          ],
        },
        recap: () => 'En bref : sachez qui revient, reconnaissez les personnes, donnez une raison régulière de revenir, écoutez quand quelque chose ne va pas et comptez qui revient.',
        description: (p) => `${cap(p.act)} : qui revient déjà, comment reconnaître les personnes, une raison de revenir et comment mesurer la fidélité.`,
      },
    },
  },
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
    why: [(T) => `${T} : la question revient souvent, et la réponse est moins évidente qu’elle n’en a l’air.`, (T) => `${T} : d’abord la réponse courte, puis les cas où elle compte le plus.`],
    pitfalls: [(T) => `${T} : la plupart se repèrent facilement quand on sait où regarder.`, (T) => `${T} : ce sont toujours les mêmes qui reviennent, et chacune a une solution simple.`],
    about: [
      (T) => `${T} : cela paraît simple jusqu’au moment de s’y mettre, et alors les petites décisions s’accumulent – par où commencer, quoi laisser de côté et comment savoir si cela fonctionne.`,
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
    'Décidez ce qui compte le plus dans le résultat, la durée, l’aspect ou la rapidité, et acceptez ce que vous sacrifiez pour cela. Ce choix fixe les matériaux, la méthode et le temps.',
    'Donnez au travail le temps et les conditions qu’il demande : un travail coincé entre deux autres, ou fait au mauvais endroit ou par mauvais temps, est celui qu’on finit par refaire.',
  ],
  answer: [
    'Parce que le coût d’une erreur apparaît plus tard que l’effort de bien faire. Quand le problème se voit, il est plus difficile et plus cher à corriger.',
    'Parce que les personnes pour qui vous travaillez jugent le résultat, pas la méthode. Ce qui semble un détail de l’intérieur est souvent la première chose qu’elles remarquent.',
  ],
  when: [
    'Cela compte le plus quand l’enjeu est élevé et que la personne pour qui vous travaillez ne peut pas vérifier par elle-même : c’est alors le soin qui fait toute la valeur du travail.',
    'La différence se voit à la première vraie épreuve : une question d’un client, une échéance, un cas imprévu. C’est là que les raccourcis se paient.',
  ],
  why: [
    'Bien le faire change la façon dont on perçoit votre travail, bien avant le premier échange.',
    'C’est souvent ce qui sépare un travail remarqué d’un travail ignoré : on voit au premier coup d’œil si un travail a été fait avec soin.',
    'Les petits progrès s’additionnent ici : chacun rend l’échange suivant plus simple et la décision suivante plus rapide.',
  ],
  context: (site, pos) => `chez ${site}, c’est au cœur de notre travail : ${pos}`,
  steps: [
    '**Faire l’état des lieux.** Regardez les matériaux, les outils et l’état de la pièce avant d’y toucher, et mettez de côté ce qui manque ou qui est usé.',
    '**Définir le résultat attendu.** Dites en une phrase ce qui doit être vrai à la fin, et comment vous le vérifierez.',
    '**Préparer avant de commencer.** Dégagez la place, sortez les outils et gardez sous la main ce qu’il faut : la plupart des problèmes viennent d’une préparation bâclée.',
    '**Commencer par une petite partie.** Faites d’abord une section, une pièce ou un coin, puis regardez le résultat avant de continuer.',
    '**Avancer une étape à la fois.** Terminez et vérifiez chaque étape avant la suivante : revenir en arrière coûte plus cher que bien faire tout de suite.',
    '**Demander à quelqu’un qui l’a déjà fait.** Quand une étape n’est pas claire, quelques minutes avec une personne expérimentée coûtent moins qu’une réparation après coup.',
    '**Vérifier le résultat.** Regardez-le, essayez-le, utilisez-le une fois comme il servira, et corrigez ce qui ne va pas tant que tout est encore sorti.',
    '**Noter ce que vous avez fait.** La date, ce que vous avez utilisé et ce que vous changeriez : la prochaine fois, vous partirez de là plutôt que de mémoire.',
  ],
  mistakes: [
    'Bâcler la préparation pour arriver plus vite au vrai travail.',
    'Sauter l’essai sur une petite surface, puis découvrir le problème sur toute la pièce.',
    'Prendre l’outil qui traîne au lieu du bon.',
    'Ne pas vérifier le résultat avant de tout ranger.',
    'Tout faire en même temps au lieu de terminer une partie.',
    'Suivre un conseil donné pour un autre cas sans vérifier qu’il convient au vôtre.',
    'Deviner quand on hésite au lieu de demander à quelqu’un qui l’a déjà fait.',
    'Tout changer au premier problème au lieu d’en chercher la cause.',
  ],
  measure: [
    'Décidez avant de commencer ce que vous vérifierez à la fin, comme l’ajustement, la finition ou la tenue, et notez-le.',
    'Tenez un journal simple : la date, ce que vous avez fait et ce que vous avez utilisé. Après quelques travaux, il montre ce qui tient et ce qui est à refaire.',
    'Regardez le travail une semaine plus tard, puis après le premier vrai usage. Ce qui tient encore à ce moment-là a été bien fait.',
    'Comparez le premier travail au quatrième : moins de temps, moins de retouches et moins de retours sont les signes qui comptent.',
    'Notez le temps que prend chaque étape et combien de fois il faut en refaire une. Quand les deux baissent, la méthode fonctionne.',
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
