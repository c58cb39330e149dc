import type { ArticlePhrases } from '../article-types.js';

export const article: ArticlePhrases = {
  kind: { why: /^warum(?!\p{L})/iu, pitfalls: /(?<!\p{L})(?:fehler|fallen|stolperfallen)(?!\p{L})/iu, how: /^(?:wie(?!\p{L})|so\s)/iu },
  colon: ': ',
  intro: {
    how: [
      (T) => `${T}: Es gibt nicht den einen richtigen Weg, aber eine Reihenfolge, die Zeit spart; hier ist sie, mit den Fehlern, die am meisten kosten.`,
      (T) => `${T}: Schwierig ist selten die Arbeit selbst, sondern die Entscheidungen darum herum, und dieser Leitfaden nimmt sie einzeln durch.`,
    ],
    why: [
      (T) => `${T}: Die Frage kommt oft, und die Antwort ist weniger offensichtlich, als sie scheint.`,
      (T) => `${T}: Zuerst die kurze Antwort, dann die Fälle, in denen sie am meisten zählt.`,
    ],
    pitfalls: [
      (T) => `${T}: Die meisten lassen sich leicht erkennen, wenn man weiß, wo man hinschauen muss.`,
      (T) => `${T}: Es sind immer wieder dieselben, und für jeden gibt es eine einfache Lösung.`,
    ],
    about: [
      (T) => `${T}: Das klingt einfach, bis man anfängt, und dann häufen sich die kleinen Entscheidungen: wo beginnen, was weglassen und woran erkennen, dass es funktioniert.`,
      (T) => `${T}: Alle wissen, dass es wichtig ist, wenige wissen, wo sie anfangen sollen; dieser Leitfaden bleibt praktisch.`,
    ],
  },
  headings: {
    settle: ['Was zuerst zu klären ist', 'Bevor Sie anfangen', 'Die ersten Entscheidungen'],
    steps: ['Schritt für Schritt', 'Die Schritte der Reihe nach', 'Wo Sie anfangen'],
    answer: ['Die kurze Antwort', 'Worum es wirklich geht', 'Warum es wichtig ist'],
    when: ['Wann es am meisten zählt', 'Wo sich der Unterschied zeigt', 'Die entscheidenden Fälle'],
    pitfalls: ['Wo es meistens schiefgeht', 'Fehler, die Sie vermeiden sollten', 'Die üblichen Fallen'],
    act: ['Was Sie stattdessen tun', 'Wie Sie es angehen', 'Ein besserer Weg'],
    check: ['Woran Sie erkennen, dass es wirkt', 'Wie Sie Fortschritte messen', 'Zeichen, dass Sie auf Kurs sind'],
    close: ['Kurz gesagt', 'Fazit', 'Zusammengefasst'],
  },
  lived: {
    heading: (t) => `Aus der Praxis: ${t}`,
    takeaway: ['Dieser Moment sagt mehr über das Thema als jede Checkliste, und die folgenden Ratschläge gehen von ihm aus.', 'Jeder folgende Schritt kommt auf das zurück, was damals geschah.'],
  },
  /** one sentence, continuing the topic and a colon */
  practice: (P) => `Wenden Sie die Schritte oben zuerst auf den Bereich „${P}“ an und erweitern Sie, sobald erste Ergebnisse sichtbar sind`,
  settle: [
    'Legen Sie fest, für wen Sie es tun und was sich für diese Person ändern soll, wenn es fertig ist. Alles andere, vom Umfang bis zum Ton, folgt aus diesem einen Satz.',
    'Schreiben Sie auf, was Sie schon haben und was fehlt. Die halbe Arbeit steckt oft schon in Notizen, früheren Gesprächen und alten Entwürfen.',
  ],
  answer: [
    'Weil die Kosten eines Fehlers später sichtbar werden als die Mühe, es richtig zu machen. Wenn das Problem auffällt, ist es schwerer und teurer zu beheben.',
    'Weil die Menschen, für die Sie arbeiten, das Ergebnis beurteilen, nicht den Weg dorthin. Was von innen wie ein Detail wirkt, bemerken sie oft zuerst.',
  ],
  when: [
    'Am meisten zählt es, wenn viel auf dem Spiel steht und der Leser es nicht selbst prüfen kann: Dann ist Sorgfalt der ganze Wert der Arbeit.',
    'Der Unterschied zeigt sich bei der ersten echten Probe: einer Kundenfrage, einer Frist, einem unerwarteten Fall. Dort rächen sich Abkürzungen.',
  ],
  why: [
    'Wer es richtig macht, prägt das Bild der eigenen Arbeit, lange bevor das erste Gespräch stattfindet.',
    'Oft ist es der Unterschied zwischen Arbeit, die auffällt, und Arbeit, die übersehen wird: Leser entscheiden in Sekunden, ob etwas für sie ist.',
    'Kleine Verbesserungen summieren sich hier: Jede macht das nächste Gespräch leichter und die nächste Entscheidung schneller.',
  ],
  context: (site, pos) => `Bei ${site} steht genau das im Mittelpunkt – ${pos}`,
  steps: [
    '**Das Ziel festlegen.** Schreiben Sie in einem Satz auf, was sich für Ihre Leser ändern soll.',
    '**Ansehen, was schon funktioniert.** Notieren Sie zwei oder drei Beispiele, die Sie überzeugen, und was sie gemeinsam haben.',
    '**Klein anfangen und veröffentlichen.** Eine erste Version, die sich testen lässt, schlägt jeden perfekten Plan in der Schublade.',
    '**Früh um Rückmeldung bitten.** Ein ehrlicher Leser sieht, was Ihnen nicht mehr auffällt.',
    '**Für einen einzigen Leser schreiben.** Denken Sie an eine bestimmte Person und beantworten Sie zuerst deren erste Frage.',
    '**Sammeln, was Sie schon wissen.** Notizen, alte E-Mails und Entwürfe enthalten oft die halbe Antwort.',
    '**Festlegen, was Sie nicht tun.** Eine kurze Liste von Ausschlüssen hält die Arbeit überschaubar.',
    '**Einen Termin zur Überprüfung setzen.** Ein fester Termin macht aus guten Vorsätzen eine Gewohnheit.',
  ],
  mistakes: [
    'Alles gleichzeitig angehen, statt eine Sache abzuschließen.',
    'Kopieren, was andere tun, ohne zu prüfen, ob es zu Ihren Lesern passt.',
    'Die Durchsicht auslassen: Ein zweiter Blick ist die günstigste Qualitätskontrolle.',
    'Nichts messen und dann raten, was gewirkt hat.',
    'Auf den perfekten Moment warten, statt mit dem zu beginnen, was schon da ist.',
    'Den schwierigen Teil ans Ende stellen, wo ihn niemand liest.',
    'Fachjargon verwenden, den Ihre Leser selbst nie benutzen würden.',
    'Nach der ersten negativen Rückmeldung alles ändern.',
  ],
  measure: [
    'Wählen Sie ein oder zwei Signale, die Sie wirklich beobachten können, etwa Antworten, Anmeldungen oder gesparte Zeit, und notieren Sie diese vor dem Start.',
    'Führen Sie ein einfaches Protokoll: das Datum, was Sie geändert haben und was danach geschah. Nach einem Monat zeigt es, welche Änderungen zählten.',
    'Fragen Sie drei Personen, woran sie sich eine Woche später erinnern. Was sie wiederholen, ist wirklich angekommen.',
    'Vergleichen Sie die erste Woche mit der vierten: weniger Rückfragen, weniger Korrekturen und schnellere Antworten sind die Zeichen, die zählen.',
    'Notieren Sie, wie lange jede Runde dauert und wie viele Änderungen zurückkommen. Sinken beide, wirkt die Methode.',
  ],
  recap: (_T, a, b) => `Kurz gesagt: ${a}, dann ${b}.`,
  cta: (site, cta, url) => `für den nächsten Schritt unterstützt ${site} Sie gern – [${cta}](${url}).`,
  contact: (site, url) => `Sie möchten tiefer einsteigen? [Kontaktieren Sie ${site}](${url}).`,
  neutralClose: ['Wählen Sie einen Schritt aus diesem Artikel und probieren Sie ihn diese Woche aus.', 'Nehmen Sie den Schritt, der zu Ihrer Woche passt, und beginnen Sie dort.'],
  description: {
    how: (T) => `${T}: was zuerst zu klären ist, die Schritte der Reihe nach, die üblichen Fehler und woran Sie erkennen, dass es wirkt.`,
    why: (T) => `${T}: Die kurze Antwort, wann es am meisten zählt und was zu tun ist.`,
    pitfalls: (T) => `${T}: die üblichen Fehler, was Sie stattdessen tun und woran Sie erkennen, dass es wirkt.`,
    about: (T) => `${T}: warum es wichtig ist, wo Sie anfangen, welche Fehler Sie vermeiden und wie Sie Fortschritte messen.`,
  },
  coverNoteFallback: 'Ein ruhiges, aufgeräumtes Bild zum Thema, mit Platz für den Titel.',
};
