import type { ArticlePhrases } from '../article-types.js';

export const article: ArticlePhrases = {
  kind: { why: /^dlaczego(?!\p{L})/iu, pitfalls: /(?<!\p{L})(?:błędy|błędów|błąd|pułapki|pułapek)(?!\p{L})/iu, how: /^(?:jak(?!\p{L})|\p{L}{3,}(?:ć|nie)(?!\p{L}))/iu },
  colon: ': ',
  intro: {
    how: [
      (T) => `${T}: nie ma jednego dobrego sposobu, ale jest kolejność, która oszczędza czas; oto ona, razem z błędami, które kosztują najwięcej.`,
      (T) => `${T}: najtrudniejsza rzadko jest sama praca, raczej decyzje wokół niej, a ten poradnik omawia je po kolei.`,
    ],
    why: [
      (T) => `${T}: to pytanie wraca często, a odpowiedź jest mniej oczywista, niż się wydaje.`,
      (T) => `${T}: najpierw krótka odpowiedź, potem sytuacje, w których liczy się najbardziej.`,
    ],
    pitfalls: [
      (T) => `${T}: większość łatwo zauważyć, gdy wie się, gdzie patrzeć.`,
      (T) => `${T}: wracają wciąż te same, a każdy ma proste rozwiązanie.`,
    ],
    about: [
      (T) => `${T}: brzmi prosto, dopóki się nie zacznie, a potem mnożą się drobne decyzje: od czego zacząć, co pominąć i jak sprawdzić, czy to działa.`,
      (T) => `${T}: wszyscy wiedzą, że to ważne, niewielu wie, od czego zacząć, a ten poradnik jest praktyczny.`,
    ],
  },
  headings: {
    settle: ['Co ustalić najpierw', 'Zanim zaczniesz', 'Pierwsze decyzje'],
    steps: ['Krok po kroku', 'Kroki po kolei', 'Od czego zacząć'],
    answer: ['Krótka odpowiedź', 'O co naprawdę chodzi', 'Dlaczego to ważne'],
    when: ['Kiedy to najważniejsze', 'Gdzie widać różnicę', 'Sytuacje, które przesądzają'],
    pitfalls: ['Gdzie zwykle coś idzie nie tak', 'Błędy, których warto unikać', 'Typowe pułapki'],
    act: ['Co zrobić zamiast tego', 'Jak się do tego zabrać', 'Lepszy sposób'],
    check: ['Jak sprawdzić, czy to działa', 'Jak mierzyć postępy', 'Znaki, że idziesz w dobrą stronę'],
    close: ['W skrócie', 'Podsumowanie', 'Na koniec'],
  },
  lived: {
    heading: (t) => `Z doświadczenia: ${t}`,
    takeaway: ['Ta chwila mówi o temacie więcej niż jakakolwiek lista kontrolna, a dalsze rady od niej wychodzą.', 'Każdy kolejny krok wraca do tego, co się wtedy wydarzyło.'],
  },
  /** one sentence, continuing the topic and a colon */
  practice: (P) => `zastosuj powyższe kroki najpierw w obszarze „${P}”, a zakres poszerz, gdy pojawią się pierwsze efekty`,
  settle: [
    'Zdecyduj, dla kogo to robisz i co ma się dla tej osoby zmienić, gdy skończysz. Wszystko inne, od zakresu po ton, wynika z tego jednego zdania.',
    'Zapisz, co już masz, a czego brakuje. Połowa pracy często jest już w notatkach, dawnych rozmowach i starych szkicach.',
  ],
  answer: [
    'Bo koszt błędu wychodzi na jaw później niż wysiłek, by zrobić to dobrze. Gdy problem staje się widoczny, jego naprawa jest trudniejsza i droższa.',
    'Bo ludzie, dla których pracujesz, oceniają wynik, a nie metodę. To, co od środka wygląda na szczegół, często zauważają jako pierwsze.',
  ],
  when: [
    'Najbardziej liczy się to wtedy, gdy stawka jest wysoka, a czytelnik nie może sam tego sprawdzić: wtedy staranność stanowi całą wartość pracy.',
    'Różnicę widać przy pierwszej prawdziwej próbie: pytaniu klienta, terminie, nieprzewidzianym przypadku. Tam skróty się mszczą.',
  ],
  why: [
    'Dobrze zrobione zmienia to, jak ludzie postrzegają twoją pracę, zanim jeszcze z tobą porozmawiają.',
    'Często to różnica między pracą, którą ktoś zauważa, a pracą, którą się pomija: czytelnik w kilka sekund decyduje, czy coś jest dla niego.',
    'Małe usprawnienia się tu sumują: każde ułatwia kolejną rozmowę i przyspiesza kolejną decyzję.',
  ],
  context: (site, pos) => `W ${site} to jest w centrum naszej pracy – ${pos}`,
  steps: [
    '**Określ cel.** Zapisz w jednym zdaniu, co ma się zmienić dla czytelnika, gdy skończysz.',
    '**Zobacz, co już działa.** Zanotuj dwa lub trzy przykłady, które cenisz, i to, co je łączy.',
    '**Zacznij od małego i opublikuj.** Pierwsza wersja, którą można sprawdzić, jest lepsza niż idealny plan w szufladzie.',
    '**Poproś wcześnie o opinię.** Jeden szczery czytelnik zobaczy to, czego ty już nie widzisz.',
    '**Pisz dla jednego czytelnika.** Wyobraź sobie konkretną osobę i najpierw odpowiedz na jej pierwsze pytanie.',
    '**Zbierz to, co już wiesz.** Notatki, stare maile i szkice często zawierają połowę odpowiedzi.',
    '**Zdecyduj, czego nie zrobisz.** Krótka lista wykluczeń utrzymuje pracę w rozsądnych granicach.',
    '**Wyznacz datę przeglądu.** Stały termin zamienia dobre chęci w nawyk.',
  ],
  mistakes: [
    'Robienie wszystkiego naraz zamiast dokończenia jednej rzeczy.',
    'Kopiowanie innych bez sprawdzenia, czy to pasuje do twoich czytelników.',
    'Pomijanie korekty: drugie spojrzenie to najtańsza kontrola jakości.',
    'Brak jakichkolwiek pomiarów, a potem zgadywanie, co zadziałało.',
    'Czekanie na idealny moment zamiast zaczęcia od tego, co już istnieje.',
    'Zostawianie najtrudniejszej części na koniec, gdzie nikt jej nie czyta.',
    'Żargon, którego twoi czytelnicy nigdy by nie użyli.',
    'Zmienianie wszystkiego po pierwszej krytycznej uwadze.',
  ],
  measure: [
    'Wybierz jeden lub dwa sygnały, które naprawdę da się zaobserwować, na przykład odpowiedzi, zapisy albo zaoszczędzony czas, i zapisz je przed startem.',
    'Prowadź prosty dziennik: data, co zmieniłeś i co wydarzyło się potem. Po miesiącu widać, które zmiany miały znaczenie.',
    'Zapytaj trzy osoby, co pamiętają tydzień później. To, co powtarzają, naprawdę do nich dotarło.',
    'Porównaj pierwszy tydzień z czwartym: mniej pytań, mniej poprawek i szybsze odpowiedzi to oznaki, które się liczą.',
    'Zapisuj, ile trwa każda runda i ile zmian wraca. Gdy jedno i drugie maleje, metoda działa.',
  ],
  recap: (_T, a, b) => `W skrócie: ${a}, potem ${b}.`,
  cta: (site, cta, url) => `gdy zechcesz zrobić kolejny krok, ${site} może pomóc — [${cta}](${url}).`,
  contact: (site, url) => `Chcesz pójść dalej? [Skontaktuj się z ${site}](${url}).`,
  neutralClose: ['Wybierz jeden krok z tego artykułu i wypróbuj go w tym tygodniu.', 'Weź krok, który pasuje do twojego tygodnia, i od niego zacznij.'],
  description: {
    how: (T) => `${T}: co ustalić najpierw, kroki po kolei, typowe błędy i jak sprawdzić, czy to działa.`,
    why: (T) => `${T}: krótka odpowiedź, kiedy to najważniejsze i co z tym zrobić.`,
    pitfalls: (T) => `${T}: typowe błędy, co zrobić zamiast tego i jak sprawdzić, czy to działa.`,
    about: (T) => `${T}: dlaczego to ważne, od czego zacząć, jakich błędów unikać i jak mierzyć postępy.`,
  },
  coverNoteFallback: 'Spokojny, przejrzysty obraz związany z tematem, z miejscem na tytuł.',
};
