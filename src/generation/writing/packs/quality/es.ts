import type { QualityPack } from '../quality-types.js';

export const es: QualityPack = {
  pastedAfter: 'a de del y con para en que'.split(' '),
  pastedOpeners: ['Yo', 'Nosotros'],
  cleftCopulas: ['es', 'fue', 'era'],
  cleftThat: ['que'],
  slotFunctionWords: 'que las los la el de y'.split(' '),
  numberWords: ['cien', 'cientos'],
  percent: ['por ?ciento'],
  conjunctions: ['y'],
  auxiliaries: 'era es fue había estaba'.split(' '),
  negations: ['ni', 'cada', 'ninguna', 'ninguno'],
  ones: ['un', 'una', 'uno'],
  clauseStarts: 'y pero o porque cuando mientras que quien donde si aunque dice dijo aprendí entendí'.split(' '),
  determiners: 'el la los las un una unos unas mi mis su sus tu'.split(' '),
  prepositions: 'a en de con por para sobre desde hasta durante'.split(' '),
  storyCount: ['historias'],
  pronouns: ['Ella', 'Él'],
  personNouns: 'hija hijo madre padre mujer marido amiga amigo jefe clienta cliente paciente enfermera compañero compañera hombre chico chica vecino vecina tío tía abuela abuelo'.split(' '),
  roleNoun: /(?<![\p{L}])(el|la|los|las|un|una|mi|su|sus|nuestro|nuestra)\s+(\p{Ll}+(?:or|ora|ero|era|ista|ente|enta)s?)(?![\p{L}])/u,
  dangling: 'el la los las un una unos unas y o pero si que porque mi mis tu tus su sus del al de en con para por a'.split(' '),
  subordinator: /^(?:que|porque|aunque)\s/iu,
};
