import type { ArticlePhrases, TopicParts, TopicShape } from '../article-types.js';

/**
 * How-topics by their infinitive ("Jak wycenić tłumaczenie", "Jak wybrać mąkę na chleb"). Every
 * verb here takes its object in the accusative, and so does every slot the outline puts the
 * object in (a verb such as "wybierając", "zaplanujesz", "rozpoznawać", or "za", "na" of
 * purpose): the object is said exactly as the topic says it, never inflected, and never after a
 * negation (which would want the genitive).
 */
const VERBS: Array<[RegExp, TopicShape]> = [
  [/^(?:wycenić|wyceniać)$/u, 'price'],
  [/^(?:wybrać|wybierać|dobrać|dobierać)$/u, 'choose'],
  [/^(?:zbudować|budować|stworzyć|tworzyć|napisać|opracować|zaprojektować)$/u, 'build'],
  [/^(?:zorganizować|organizować|zaplanować|planować|rozplanować|ułożyć|uporządkować)$/u, 'organise'],
  [/^(?:utrzymać|utrzymywać|zatrzymać|zatrzymywać)$/u, 'keep'],
];
/** "ustalić cenę za konsultację": the price is the verb's object, what follows "za" (accusative) the topic's ("cenę konsultacji", genitive, is left to the generic outline) */
const SET_PRICE = /^(?:ustalić|ustalać|określić|określać|obliczyć|policzyć|skalkulować)$/u;
const PRICE_FOR = /^(?:cenę|ceny|stawkę|stawki|honorarium|wynagrodzenie)\s+za\s+/iu;
/** an adverb before the verb, kept in the act ("Jak dobrze wycenić …") */
const ADVERB = 'dobrze|mądrze|skutecznie|szybko|sprawnie|rozsądnie|samodzielnie|łatwo|uczciwie|właściwie|poprawnie|sensownie|świadomie|profesjonalnie';
/** where the object ends: a preposition, or a conjunction opening a clause ("…, gdy pracujesz w nocy") */
const PREPOSITIONS = 'dla|w|we|na|z|ze|do|od|po|przy|przed|bez|u|pod|nad|przez|podczas|między|pomiędzy|wśród|o|za|jako|według|wobec|poza|obok|około';
const CONJUNCTIONS = 'kiedy|gdy|jeśli|jeżeli|żeby|aby|zanim|bo|ponieważ|choć|chociaż|gdzie|który|która|które|którzy|którą|którego|których|którym|którymi';
/** words an object never starts with: a preposition, a conjunction, a question word, a reflexive, a negation */
const NOT_OBJECT = new RegExp(`^(?:${PREPOSITIONS}|${CONJUNCTIONS}|się|nie|co|czy|jak|jaki|jaka|jakie|jakiego|jakich|jakąś|ile|to|tak|coś|kogo|komu|czym|i|a|oraz|lub|albo)$`, 'iu');
/** an adverb or a pronoun where the object would be ("Jak planować skutecznie", "Jak wybrać go"): no object to name */
const NOT_A_NOUN =
  /^(?:\p{L}+(?:[cwldrmtśżźkpsz]nie|ej)|dobrze|mądrze|źle|szybko|tanio|krótko|długo|prosto|łatwo|mocno|razem|wspólnie|samemu|właściwie|naprawdę|wreszcie|naprzód|zawsze|teraz|dziś|dzisiaj|jutro|później|go|ją|je|ich|nas|was|mnie|ciebie|siebie|kogoś|coś|cokolwiek|wszystko|wszystkich|nic|niczego)$/iu;
const CLAUSE = new RegExp(`^(?:${CONJUNCTIONS})(?!\\p{L})`, 'iu');
/** people kept (in the accusative, which is what "utrzymać", "zatrzymać" take), not an interest or a level kept */
const PEOPLE =
  /^(?:klient(?:ów|a|ki|kę|elę)|czytelni(?:ków|ka|czki|czkę)|subskrybent(?:ów|a|ki)|odbiorc(?:ów|ę)|pacjent(?:ów|a|ki|kę)|uczniów|ucznia|uczennice|kursant(?:ów|a|ki)|członków|członkiń|gości|pracownik(?:ów|a)|pracownice|kupujących|bywalców|słuchaczy|widzów|obserwujących|abonent(?:ów|a)|darczyńców|wolontariuszy|użytkownik(?:ów|a)|użytkowniczki|kontrahent(?:ów|a)|mieszkańców|najemców|studentów|podopiecznych)$/iu;
/** what may stand before the people noun: an adjective or a possessive of the same case ("stałych", "twoich", "lojalną") */
const BEFORE_PEOPLE = /^(?:\p{L}+(?:ych|ich|ego|ą)|tych|tego|tę)$/iu;
/** the reader's possessives outside the infinitive ("swoją pracę" → "cena za twoją pracę"): the same case, another word */
const yours = (s: string) => s.replace(/(?<!\p{L})([sS])w(ój|oja|oją|oje|ojej|ojego|ojemu|oim|oimi|oich|e|ej|ym|ymi|ych|ą)(?!\p{L})/gu, (_w, s1: string, end: string) => `${s1 === 'S' ? 'T' : 't'}w${end}`);

/** "Jak wycenić tłumaczenie umowy", "Dlaczego tłumaczenie maszynowe wciąż potrzebuje redaktora": the verb, its object and what follows. */
function parse(topic: string): TopicParts | undefined {
  const t = topic.trim().replace(/\s*[.!?…]+$/u, '');
  // a colon, a question or brackets inside: no place to cut safely
  if (/[:;?!()[\]]/u.test(t)) return undefined;
  const claim = /^dlaczego\s+(.+)$/iu.exec(t)?.[1];
  if (claim) return claim.split(/\s+/u).length >= 2 ? { shape: 'why', act: claim, object: claim, rest: '' } : undefined;
  const m = new RegExp(`^(?:jak\\s+)?((?:(?:${ADVERB})\\s+)?)(\\p{L}+)\\s+(.+)$`, 'iu').exec(t);
  if (!m) return undefined;
  const verb = m[2]!.toLowerCase();
  let tail = m[3]!;
  let shape = VERBS.find(([re]) => re.test(verb))?.[1];
  const act = `${m[1]!.toLowerCase()}${verb} ${tail}`;
  // "ustalić cenę za …": the price is said by the verb, the object follows "za"
  if (!shape && SET_PRICE.test(verb)) {
    const priced = PRICE_FOR.exec(tail);
    if (!priced) return undefined;
    shape = 'price';
    tail = tail.slice(priced[0].length);
  }
  if (!shape) return undefined;
  // "sobie" is said with the verb ("zorganizować sobie tydzień"), not with the object
  tail = tail.replace(/^sobie\s+/iu, '');
  const ws = tail.split(/\s+/u);
  if (NOT_OBJECT.test(ws[0]!.replace(/,$/u, '')) || NOT_A_NOUN.test(ws[0]!.replace(/,$/u, ''))) return undefined;
  // the object ends before a preposition, a conjunction or a comma
  let end = ws.length;
  let comma = false;
  for (let i = 1; i < ws.length; i++) {
    if (ws[i - 1]!.endsWith(',')) {
      end = i;
      comma = true;
      break;
    }
    if (new RegExp(`^(?:${PREPOSITIONS}|${CONJUNCTIONS})$`, 'iu').test(ws[i]!)) {
      end = i;
      break;
    }
  }
  const object = yours(ws.slice(0, end).join(' ').replace(/,$/u, ''));
  const rest = ws.slice(end).join(' ');
  // after a comma only a clause may follow ("…, gdy pracujesz w nocy"), not a list ("mąkę, drożdże i sól")
  if (comma && !CLAUSE.test(rest)) return undefined;
  if (ws[end - 1]!.endsWith(',') && end === ws.length) return undefined;
  if (shape === 'keep') {
    // keeping people ("stałych klientów"), not their interest ("zainteresowanie czytelników") nor a level
    const words = object.split(/\s+/u);
    const at = words.findIndex((w) => PEOPLE.test(w));
    if (at < 0 || !words.slice(0, at).every((w) => BEFORE_PEOPLE.test(w))) return undefined;
  }
  return { shape, act, object, rest };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** what follows the object, after a word: a clause after a comma ("…, gdy pracujesz w nocy"), a phrase after a space ("… na chleb na zakwasie") */
const r = (p: TopicParts) => (!p.rest ? '' : CLAUSE.test(p.rest) ? `, ${p.rest}` : ` ${p.rest}`);
/** the act said whole after "chcesz" ("Czego unikać, jeśli chcesz wybrać mąkę na chleb"): the topic's own words, in their case */
const mistakesHeading = (p: TopicParts) => `Czego unikać, jeśli chcesz ${p.act}`;

export const article: ArticlePhrases = {
  shapes: {
    parse,
    site: (site, quote) => `W tej sprawie ${site} mówi wprost: „${quote}”`,
    sitePillar: (site, pillar, quote) => `„${pillar}” to jeden z tematów, którymi zajmuje się ${site}. Na stronie czytamy: „${quote}”`,
    siteHeading: (site) => `Jak widzi to ${site}`,
    proof: (proof) => `Dla porządku: ${proof.charAt(0).toLowerCase()}${proof.slice(1)}`,
    lived: 'W tej jednej sytuacji mieści się cały temat w pigułce.',
    outline: {
      why: {
        intro: () => 'Na to pytanie lepiej odpowiadają przykłady niż zasady: gdzie widać różnicę, ile kosztuje droga na skróty, gdzie ma to mniejsze znaczenie i jak zamienić odpowiedź w regułę, która wytrzyma napięty termin.',
        sections: [
          {
            heading: (p) => `Gdzie widać, że ${p.act}`,
            body: () =>
              'Przyjrzyj się sytuacjom, w których różnica jest widoczna: tam, gdzie błąd coś kosztuje, gdzie klient nie może sam niczego sprawdzić, gdzie kontekst nie jest nigdzie zapisany. Dwa lub trzy takie przypadki z twojej własnej pracy przekonują lepiej niż ogólne stwierdzenie. Zapisuj je na bieżąco: przypadek z datą trudniej zbyć niż wspomnienie.',
          },
          {
            heading: () => 'Ile kosztuje droga na skróty',
            body: () =>
              'Policz, co przychodzi, gdy się z tego rezygnuje: poprawki po fakcie, wyjaśnienia, zaufanie do odbudowania. Zestawione z czasem, którego wymagałaby staranna praca, te koszty zwykle mówią same za siebie. Jeśli masz własne liczby, użyj ich; jeśli nie, opisz dokładnie jeden przypadek.',
          },
          {
            heading: () => 'Gdzie ma to mniejsze znaczenie',
            body: () =>
              'Są sytuacje, w których to pytanie waży mniej: niska stawka, klient, który może wszystko sprawdzić, praca, która i tak zostanie zrobiona od nowa. Powiedzenie tego wprost sprawia, że reszta argumentu brzmi wiarygodniej, i pokazuje, gdzie najpierw włożyć wysiłek.',
          },
          {
            heading: () => 'Jak zamienić odpowiedź w regułę',
            body: () => 'Zdecyduj, kiedy jest to obowiązkowe, kto się tym zajmuje i ile czasu przeznacza się na to w harmonogramie i w wycenie. Sama deklaracja ustępuje przy pierwszym terminie; reguła spisana czarno na białym wytrzymuje.',
          },
          {
            heading: () => 'Jak wyjaśnić to ludziom, dla których pracujesz',
            body: () =>
              'Mów o efekcie, nie o metodzie: co zyskuje klient i jakiego ryzyka unika. Ktoś, kto widzi, przed czym to chroni, przyjmuje to chętniej niż ktoś, komu się mówi, że tak wypada. Jeden konkretny przypadek, opowiedziany w jednym zdaniu, często załatwia resztę.',
          },
        ],
        mistakes: {
          heading: () => 'Argumenty, które nie przekonują',
          items: () => [
            'Bronienie zasady bez żadnego przykładu.',
            'Twierdzenie, że to ważne zawsze i wszędzie, przez co nikt nie wierzy, że ma to znaczenie gdziekolwiek.',
            'Opisywanie metody zamiast efektu.',
            'Rezygnacja przy pierwszym terminie, która pokazuje wszystkim, że to było nieobowiązkowe.',
          ],
        },
        recap: () => 'Krótko mówiąc: pokaż przypadki, w których to ma znaczenie, policz koszt drogi na skróty, powiedz, gdzie liczy się mniej, i spisz regułę.',
        description: (p) => `Dlaczego ${p.act}: gdzie to widać, ile kosztuje droga na skróty, gdzie ma to mniejsze znaczenie i jak zamienić odpowiedź w regułę.`,
      },
      price: {
        intro: (p) =>
          `${cap(p.act)} to nie tyle znaleźć właściwą kwotę, ile wiedzieć, za co ta kwota ma zapłacić. Poniżej wszystko po kolei: co musi pokryć cena, jak rozliczać pracę, co podnosi stawkę, co zapisać w ofercie i jak sprawdzić wycenę, gdy praca jest już oddana.`,
        sections: [
          {
            heading: (p) => `Co powinna pokrywać cena za ${p.object}`,
            body: (p) =>
              `Zanim podasz kwotę, wypisz całą pracę, którą trzeba włożyć w ${p.object}: samo wykonanie, przygotowanie, sprawdzenie, rozmowy z klientem i kolejne rundy poprawek. Cena, która obejmuje tylko widoczną część pracy, kończy się tym, że ostatnie godziny oddajesz za darmo. Dolicz koszty prowadzenia działalności, narzędzia i czas spędzony nad ofertami, które nigdy nie zostały przyjęte, bo podana kwota ma zapłacić także za to.`,
          },
          {
            heading: () => 'Jak rozliczać: za sztukę, za godzinę czy ryczałtem',
            body: () =>
              'Wybierz jednostkę, która idzie w parze z tym, co naprawdę zmienia nakład pracy. Gdy pracy przybywa razem z objętością, rozliczaj według objętości: za stronę, za sztukę, za słowo. Gdy nakład zależy od szukania informacji albo od koordynacji, rozliczaj godziny lub dni. Gdy klient potrzebuje jednej kwoty do zatwierdzenia, zaproponuj ryczałt i napisz, co obejmuje. Niezależnie od jednostki klient powinien widzieć, skąd wzięła się suma.',
          },
          {
            heading: (p) => `Co podnosi cenę za ${p.object}`,
            body: () =>
              'Zapisz, co zwiększa nakład pracy: krótki termin, specjalistyczna dziedzina, materiały, które przychodzą niekompletne, format do odtworzenia, kilka osób do zadowolenia po stronie klienta. Nazwij te czynniki w ofercie: wtedy wyższa cena ma widoczny powód i nie wygląda na kaprys, a klient może ją obniżyć, rezygnując z jednego z nich.',
          },
          {
            heading: (p) => `Co zapisać w ofercie na ${p.object}`,
            body: () =>
              'Napisz, co jest w cenie, a co nie, ile rund poprawek obejmuje, jaki jest termin realizacji, kiedy przypada płatność i do kiedy oferta jest ważna. Jasny zakres chroni obie strony: gdy zlecenie rośnie w trakcie, pokazujesz ofertę i wyceniasz dodatek, zamiast brać go na siebie.',
          },
          {
            heading: () => 'Jak sprawdzić wycenę po oddaniu pracy',
            body: (p) =>
              `Porównaj czas faktycznie poświęcony na ${p.object} z czasem założonym w wycenie. Dwa lub trzy zlecenia wystarczą, żeby zobaczyć, czy stawka się broni, które czynniki zaniżasz i gdzie następna oferta potrzebuje jeszcze jednej pozycji.`,
          },
        ],
        mistakes: {
          heading: () => 'Błędy w wycenie, które kosztują najwięcej',
          items: () => [
            'Podawanie kwoty, zanim zakres jest jasny, a potem branie na siebie każdego dodatku.',
            'Kopiowanie stawek konkurencji bez wiedzy, co obejmują.',
            'Otwarta liczba poprawek, przez którą ostatnie z nich robisz za darmo.',
            'Obniżanie ceny zamiast zmniejszenia zakresu pracy.',
          ],
        },
        recap: (p) => `Krótko mówiąc: policz całą pracę, którą trzeba włożyć w ${p.object}, wybierz jednostkę zrozumiałą dla klienta, nazwij to, co podnosi cenę, i spisz zakres.`,
        description: (p) => `Jak ${p.act}: co musi pokryć cena, jak rozliczać pracę, co podnosi stawkę i co zapisać w ofercie.`,
      },
      choose: {
        intro: (p) => `Jeśli chcesz ${p.act}, zacznij od tego, czego potrzebujesz, a nie od tego, co ktoś ci oferuje. Poniżej: jak ustalić kryteria, porównać opcje na tych samych warunkach, wypróbować je przed decyzją i kiedy do tej decyzji wrócić.`,
        sections: [
          {
            heading: (p) => `Na co patrzeć, wybierając ${p.object}${r(p)}`,
            body: () => 'Zapisz dwie lub trzy rzeczy, które muszą się zgadzać, i jedną, bez której się obejdziesz. Ta krótka lista to miara dla każdej opcji; bez niej wybór pada na opcję najlepiej zaprezentowaną, a nie na tę, która pasuje.',
          },
          {
            heading: (p) => `Jak porównać opcje, zanim wybierzesz ${p.object}`,
            body: () =>
              'Porównuj opcje według tych samych kryteriów i w tej samej kolejności: co każda wnosi do efektu, czy działa tak samo za każdym razem, ile kosztuje w skali roku, a nie za sztukę, i czy łatwo będzie do niej wrócić. Wybór oparty na jednym kryterium rzadko wytrzymuje pierwszy problem. Zestaw opcje obok siebie, po jednej linijce na każdą, żeby porównanie zostało na papierze, a nie w głowie.',
          },
          {
            heading: () => 'Próba na małą skalę przed decyzją',
            body: () =>
              'Wypróbuj każdą opcję na małą skalę, zanim zmienisz wszystko. Resztę metody zostaw bez zmian, żeby każda różnica wynikała z samego wyboru, i zapisuj, co widzisz przy każdej próbie: po dwóch, trzech próbach porównujesz notatki, a nie wspomnienia.',
          },
          {
            heading: () => 'Ile naprawdę kosztuje zmiana',
            body: () => 'Policz koszt zmiany, nie tylko cenę: czas na nauczenie się nowej opcji, nieudane próby, zapasy albo przyzwyczajenia, które zostawiasz za sobą. Zmiana się opłaca, gdy zysk jest wyraźny także po doliczeniu tych kosztów.',
          },
          {
            heading: (p) => `Kiedy wybrać ${p.object} na nowo`,
            body: () =>
              'Wróć do tej decyzji, gdy efekty zaczynają się rozjeżdżać, gdy zmienia się dostawca albo gdy zmieniają się twoje potrzeby. Do tego czasu stabilny wybór, który dobrze znasz, jest wart więcej niż lepszy na papierze, który ciągle wymieniasz.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Wybieranie wyłącznie po cenie, a potem płacenie za to gorszym efektem.',
            'Kierowanie się poleceniem, które dotyczyło innego zastosowania.',
            'Zmienianie kilku rzeczy naraz, przez co nikt nie wie, co zrobiło różnicę.',
            'Niezapisywanie wyników prób.',
          ],
        },
        recap: (p) => `Krótko mówiąc: zanim wybierzesz ${p.object}, zapisz, czego potrzebujesz, porównaj opcje według tych samych kryteriów, sprawdź je na małą skalę i trzymaj się wyboru, dopóki wyniki nie mówią inaczej.`,
        description: (p) => `Jak ${p.act}: jakie kryteria ustalić, jak porównać opcje, jak je wypróbować i kiedy wrócić do wyboru.`,
      },
      build: {
        intro: (p) => `Żeby ${p.act}, najpierw trzeba zdecydować, komu ma to służyć i kto będzie to aktualizował; samo wykonanie przychodzi później. Poniżej decyzje po kolei, od pierwszej wersji po stały rytm przeglądów.`,
        sections: [
          {
            heading: (p) => `Pomysł na ${p.object}: dla kogo i po co`,
            body: () =>
              'Zanim napiszesz pierwszą linijkę, określ jednym zdaniem, kto będzie z tego korzystać i co ma mu to ułatwić. To zdanie decyduje, co wchodzi, co zostaje poza, i kiedy pierwsza wersja jest na tyle dobra, żeby ją pokazać. Gdy dwa zastosowania ciągną w przeciwne strony, w pierwszej wersji zostaw jedno, a drugie zapisz na później.',
          },
          {
            heading: () => 'Zbierz to, co już masz',
            body: (p) =>
              `Spora część materiału na ${p.object} już gdzieś jest: w dawnych zleceniach, mailach, notatkach i pytaniach, które ciągle wracają. Najpierw to zbierz i uporządkuj, potem dopisz tylko to, czego brakuje: zaczynasz od rzeczy, które ludzie już znają. Zanotuj, skąd pochodzi każdy element, żeby każdy mógł to później sprawdzić.`,
          },
          {
            heading: () => 'Pierwsza wersja: krótka i pokazana wcześnie',
            body: () =>
              'Pierwsza wersja ma być na tyle krótka, żeby dało się ją skończyć za jednym posiedzeniem, i trafić do ludzi jak najwcześniej. Wersja, z której ktoś korzysta, uczy więcej niż kompletna, która czeka, a pierwsze pytania pokazują, co dodać.',
          },
          {
            heading: (p) => `Kto rozwija ${p.object} i kto zatwierdza każdą zmianę`,
            body: (p) =>
              `Ustal z osobami, z którymi pracujesz, kto rozwija ${p.object}, kto zatwierdza zmiany i gdzie leży aktualna wersja. Bez takiej zasady po kilku tygodniach krążą dwie wersje i nikt nie wie, która jest właściwa. Zapisz tę zasadę obok aktualnej wersji, tam, gdzie zobaczy ją każdy, kto z niej korzysta.`,
          },
          {
            heading: (p) => `Jak dbać o ${p.object} na co dzień`,
            body: () =>
              'Wyznacz stały moment na przegląd: po każdym zleceniu albo raz w miesiącu. Usuń to, co już nie obowiązuje, dodaj to, co się pojawiło, i opatrz datą każdą zmianę, żeby każdy widział, co się zmieniło i kiedy. Krótka notka o zmianach, wysłana do osób, których to dotyczy, zwykle wystarcza, żeby ufały aktualnej wersji.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Czekanie na kompletną wersję, zanim ktokolwiek z niej skorzysta.',
            'Budowanie wszystkiego w pojedynkę, a potem proszenie innych, żeby to przyjęli.',
            'Trzymanie kilku kopii w różnych miejscach.',
            'Dokładanie bez końca i nieusuwanie niczego, aż nikt już tego nie czyta.',
          ],
        },
        recap: (p) => `Krótko mówiąc: ustal pomysł na ${p.object}, zacznij od materiału, który już masz, wcześnie pokaż pierwszą wersję i umów się, kto będzie ją aktualizował.`,
        description: (p) => `Jak ${p.act}: dla kogo i po co, od czego zacząć, kto o czym decyduje i jak dbać o aktualność.`,
      },
      organise: {
        intro: (p) => `Jeśli chcesz ${p.act}, zacznij od tego, czego nie da się przesunąć; wszystko inne układa się wokół tego. Poniżej: jak ustalić stałe punkty, pogrupować resztę, zostawić zapas na nieprzewidziane i poprawić plan po próbie.`,
        sections: [
          {
            heading: (p) => `Stałe punkty, wokół których zaplanujesz ${p.object}`,
            body: () =>
              'Najpierw wypisz to, co stałe: godziny narzucone przez innych, zobowiązania, których nie przesuniesz, i czas, którego potrzebujesz na odpoczynek. Te punkty trafiają do planu jako pierwsze; wszystko inne układa się wokół nich, nie odwrotnie. Zaznacz je w kalendarzu innym kolorem, żeby od razu było widać, czego nie da się ruszyć.',
          },
          {
            heading: () => 'Reszta w blokach',
            body: () =>
              'To, co zostaje, pogrupuj w kilka bloków, z których każdy ma jeden cel, zamiast długiej listy drobnych zadań. Blok trzyma razem pracę, która do siebie pasuje, a cały blok łatwiej przesunąć niż dwadzieścia osobnych pozycji. Daj każdemu blokowi stałe miejsce w dniu albo tygodniu, żeby stał się nawykiem, a nie decyzją podejmowaną za każdym razem od nowa.',
          },
          {
            heading: (p) => `Margines bezpieczeństwa, gdy planujesz ${p.object}`,
            body: () => 'Zostaw w planie zapas na to, czego nie przewidzisz: spóźnienie, nieobecność, zadanie dłuższe, niż się wydawało. Plan bez zapasu sypie się przy pierwszej niespodziance, a niewykorzystany zapas oddaje ci czas.',
          },
          {
            heading: () => 'Plan na piśmie',
            body: () => 'Zapisz nowy układ na papierze albo we wspólnym kalendarzu i pokaż go osobom, których dotyczy. Tego, co istnieje tylko w twojej głowie, inni nie mogą uszanować, a zapisany plan od razu pokazuje przeładowane dni.',
          },
          {
            heading: () => 'Poprawki po dwóch tygodniach próby',
            body: () => 'Zanim ocenisz nowy układ, sprawdzaj go przez dwa tygodnie. Codziennie notuj, co się przesunęło i dlaczego; po próbie zmieniaj jedną rzecz naraz, zaczynając od tego, co wypadało najczęściej.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => ['Zapełnianie każdej godziny bez zapasu na nieprzewidziane.', 'Planowanie wokół zadań z pominięciem odpoczynku.', 'Zmienianie wszystkiego po jednym złym dniu.', 'Trzymanie planu dla siebie, choć dotyczy też innych.'],
        },
        recap: () => 'Krótko mówiąc: najpierw wpisz to, czego nie da się przesunąć, resztę pogrupuj w bloki, zostaw zapas i popraw plan po dwóch tygodniach.',
        description: (p) => `Jak ${p.act}: najpierw stałe punkty, potem bloki, zapas na nieprzewidziane i poprawki po próbie.`,
      },
      keep: {
        intro: (p) => `Żeby ${p.act}, mniej liczą się promocje, a bardziej to, co ludzie zastają przy każdej wizycie. Poniżej: kto już wraca, co sprawia, że ktoś czuje się rozpoznany, co daje powód do powrotu i jak sprawdzić, czy to działa.`,
        sections: [
          {
            heading: () => 'Kto już wraca',
            body: (p) => `Zacznij od zapisania, kto już wraca, jak często i po co. Każdy sposób, by ${p.act}, wychodzi od tego, co ci ludzie już cenią; nowa oferta przygotowana bez tej wiedzy często nagradza osoby, które i tak by przyszły.`,
          },
          {
            heading: (p) => `Jak rozpoznawać ${p.object}`,
            body: () =>
              'Zapamiętuj imiona, zwyczaje i upodobania, i korzystaj z tego: zwykłe zamówienie gotowe, pytanie o to, jak poszło ostatnio. Bycie rozpoznanym to powód, dla którego wielu ludzi wybiera jedno miejsce zamiast innego, tańszego albo bliższego.',
          },
          {
            heading: () => 'Powód, żeby wrócić',
            body: () =>
              'Daj powód do powrotu, który pasuje do tego, po co ludzie do ciebie przychodzą: nowość w stałym rytmie, zapowiedź tego, co nadchodzi, usługa, której inni nie oferują. Regularny powód działa lepiej niż okazjonalny rabat. Mów o nim wprost, osobiście albo w krótkiej wiadomości, żeby ludzie wiedzieli, na co czekać.',
          },
          {
            heading: () => 'Gdy coś poszło nie tak',
            body: () =>
              'Reklamacja załatwiona szybko i bez dyskusji często wiąże mocniej niż wizyta bez problemów. Zapytaj, co nie zadziałało, od razu napraw to, co się da, i powiedz, co zmienisz. Zapisuj, czego dotyczą skargi: gdy ta sama sprawa wraca, problem leży w sposobie pracy, a nie po stronie klienta.',
          },
          {
            heading: (p) => `Jak sprawdzać, czy udaje się ${p.act}`,
            body: () => 'Wybierz jeden sygnał, który da się policzyć: ile osób wraca w ciągu miesiąca, jaka część sprzedaży pochodzi od stałych bywalców, ile osób przychodzi z polecenia. Zapisuj go co miesiąc; trend mówi więcej niż pojedyncza liczba.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Nagradzanie tylko nowych osób i zapominanie o stałych bywalcach.',
            'Mnożenie rabatów, aż cena zostaje jedyną rzeczą, którą ludzie pamiętają.',
            'Odpowiadanie na reklamację tłumaczeniem się.',
            'Zmienianie tego, po co przychodzą stali bywalcy, bez uprzedzenia.',
          ],
        },
        recap: () => 'Krótko mówiąc: sprawdź, kto już wraca, rozpoznawaj ludzi, dawaj stały powód do powrotu, słuchaj, gdy coś pójdzie nie tak, i licz powroty.',
        description: (p) => `Jak ${p.act}: kto już wraca, jak rozpoznawać ludzi, powód do powrotu i jak sprawdzać, czy to działa.`,
      },
    },
  },
  kind: { why: /^dlaczego(?!\p{L})/iu, pitfalls: /(?<!\p{L})(?:błędy|błędów|błąd|pułapki|pułapek)(?!\p{L})/iu, how: /^(?:jak(?!\p{L})|\p{L}{3,}(?:ć|nie)(?!\p{L}))/iu },
  colon: ': ',
  intro: {
    how: [
      (T) => `${T}: nie ma jednego dobrego sposobu, ale jest kolejność, która oszczędza czas; oto ona, razem z błędami, które kosztują najwięcej.`,
      (T) => `${T}: najtrudniejsza rzadko jest sama praca, raczej decyzje wokół niej, a ten poradnik omawia je po kolei.`,
    ],
    why: [(T) => `${T}: to pytanie wraca często, a odpowiedź jest mniej oczywista, niż się wydaje.`, (T) => `${T}: najpierw krótka odpowiedź, potem sytuacje, w których liczy się najbardziej.`],
    pitfalls: [(T) => `${T}: większość łatwo zauważyć, gdy wie się, gdzie patrzeć.`, (T) => `${T}: wracają wciąż te same, a każdy ma proste rozwiązanie.`],
    about: [
      (T) => `${T}: brzmi prosto, dopóki się nie zacznie, a potem mnożą się drobne decyzje – od czego zacząć, co pominąć i jak sprawdzić, czy to działa.`,
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
    'Zdecyduj, co w efekcie liczy się najbardziej: trwałość, wygląd czy szybkość, i z czego jesteś gotów dla tego zrezygnować. Ten wybór wyznacza materiały, metodę i czas.',
    'Daj tej pracy tyle czasu i takie warunki, jakich potrzebuje: robota wciśnięta między dwie inne albo wykonana w złym miejscu lub przy złej pogodzie to ta, którą w końcu robi się dwa razy.',
  ],
  answer: [
    'Bo koszt błędu wychodzi na jaw później niż wysiłek, by zrobić to dobrze. Gdy problem staje się widoczny, jego naprawa jest trudniejsza i droższa.',
    'Bo ludzie, dla których pracujesz, oceniają wynik, a nie metodę. To, co od środka wygląda na szczegół, często zauważają jako pierwsze.',
  ],
  when: [
    'Najbardziej liczy się to wtedy, gdy stawka jest wysoka, a klient nie może sam tego sprawdzić: wtedy staranność stanowi całą wartość pracy.',
    'Różnicę widać przy pierwszej prawdziwej próbie: pytaniu klienta, terminie, nieprzewidzianym przypadku. Tam skróty się mszczą.',
  ],
  why: [
    'Dobrze zrobione zmienia to, jak ludzie postrzegają twoją pracę, zanim jeszcze z tobą porozmawiają.',
    'Często to różnica między pracą, którą ktoś zauważa, a pracą, którą się pomija: od razu widać, czy coś zrobiono starannie.',
    'Małe usprawnienia się tu sumują: każde ułatwia kolejną rozmowę i przyspiesza kolejną decyzję.',
  ],
  context: (site, pos) => `W ${site} to jest w centrum naszej pracy – ${pos}`,
  steps: [
    '**Sprawdź, co masz.** Obejrzyj materiały, narzędzia i stan przedmiotu, zanim czegokolwiek dotkniesz, i odłóż na bok to, czego brakuje lub co jest zużyte.',
    '**Określ efekt końcowy.** Powiedz w jednym zdaniu, jak ma wyglądać efekt na końcu i jak go sprawdzisz.',
    '**Przygotuj się przed startem.** Zrób miejsce, rozłóż narzędzia i miej pod ręką to, czego potrzebujesz: większość problemów zaczyna się od pospiesznego przygotowania.',
    '**Zacznij od małego fragmentu.** Zrób najpierw jeden odcinek, jedną część albo jeden róg i obejrzyj efekt, zanim pójdziesz dalej.',
    '**Idź krok po kroku.** Skończ i sprawdź każdy etap przed następnym: cofanie się później kosztuje więcej niż zrobienie tego dobrze od razu.',
    '**Zapytaj kogoś, kto już to robił.** Gdy jakiś etap jest niejasny, kilka minut z doświadczoną osobą kosztuje mniej niż późniejsza naprawa.',
    '**Sprawdź efekt.** Obejrzyj go, wypróbuj, użyj raz tak, jak będzie używany, i popraw to, co nie gra, póki wszystko jest jeszcze pod ręką.',
    '**Zapisz, co zrobiłeś.** Datę, czego użyłeś i co byś zmienił: następnym razem zaczniesz od tego, a nie z pamięci.',
  ],
  mistakes: [
    'Pospieszne przygotowanie, żeby szybciej przejść do właściwej pracy.',
    'Pominięcie próby na małym fragmencie, a potem odkrycie problemu na całości.',
    'Używanie narzędzia, które akurat leży pod ręką, zamiast właściwego.',
    'Brak sprawdzenia efektu przed sprzątnięciem wszystkiego.',
    'Robienie wszystkiego naraz zamiast dokończenia jednej części.',
    'Stosowanie rady przeznaczonej do innego przypadku bez sprawdzenia, czy pasuje do twojego.',
    'Zgadywanie w razie wątpliwości zamiast zapytania kogoś, kto już to robił.',
    'Zmienianie wszystkiego przy pierwszym problemie zamiast szukania jego przyczyny.',
  ],
  measure: [
    'Zanim zaczniesz, zdecyduj, co sprawdzisz na końcu, na przykład dopasowanie, wykończenie albo wytrzymałość, i zapisz to.',
    'Prowadź prosty dziennik: data, co zrobiłeś i czego użyłeś. Po kilku zleceniach widać, co się trzyma, a co trzeba poprawić.',
    'Obejrzyj pracę ponownie tydzień później i po pierwszym prawdziwym użyciu. To, co wtedy nadal się trzyma, zostało zrobione dobrze.',
    'Porównaj pierwsze zlecenie z czwartym: mniej czasu, mniej poprawek i mniej reklamacji to oznaki, które się liczą.',
    'Zapisuj, ile trwa każdy etap i jak często musisz coś powtarzać. Gdy jedno i drugie maleje, metoda działa.',
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
