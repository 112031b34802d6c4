# Ramka każdej strony i strona główna.

nav-skip = Przejdź do treści
nav-label = Główne
nav-log-in = Zaloguj się
nav-log-out = Wyloguj się
nav-register = Zarejestruj się
nav-settings = Ustawienia
nav-administration = Administracja
nav-language = Język
nav-language-apply = Zastosuj
nav-menu = Menu
nav-your-move = Twój ruch
notify-turn = Twój ruch w redqueen
notify-turn-body = Twój przeciwnik wykonał ruch.
notify-challenge = Masz nowe wyzwanie w redqueen
nav-club-results = Wyniki
footer-text = redqueen — wolne oprogramowanie do szachów korespondencyjnych i na żywo, turniejów i klubowych drabinek. Gra z pomocą komputera jest zabroniona; korzystanie z książek debiutowych i baz danych jest dozwolone.

home-title = Szachy korespondencyjne we własnym tempie
home-lead = Graj w szachy z ludźmi z całego świata, jeden ruch dziennie albo jeden w tygodniu. Twoje partie są bezpiecznie przechowywane na serwerze, a gdy przyjdzie twoja kolej, wyślemy ci e-mail.
home-feature-correspondence = Partie liczone w dniach: zegar na ruch lub na całą partię oraz urlop, gdy potrzebujesz przerwy.
home-feature-live = Partie na żywo w minutach: zegary standardowe i szybkie, cofanie ruchów oraz klejnoty do wygrania i stracenia.
home-feature-email = E-mail, gdy przychodzi twoja kolej, w twoim języku.
home-feature-tournaments = Rankingi, turnieje dwukołowe i w systemie szwajcarskim oraz klubowe drabinki.
home-feature-api = Współpracuje z istniejącymi programami szachowymi i botami przez API zgodne z lichess.
home-register = Załóż konto
home-log-in = Mam już konto
home-welcome-back = Witaj ponownie, { $username }.
home-welcome = Witaj w redqueen, { $username }!
home-first-game = Twoja pierwsza partia jest na wyciągnięcie ręki: dołącz do otwartej partii w poczekalni, utwórz własną albo wyzwij gracza po nazwie.
home-find-game = Znajdź partię
home-challenge = Wyzwij gracza

notice-registered = Witaj! Wysłaliśmy e-mail na podany adres: kliknij zawarty w nim link, aby potwierdzić adres. Już cię zalogowaliśmy.
notice-verified = Twój adres e-mail został potwierdzony. Dziękujemy!
notice-verification-sent = Wysłaliśmy ci nowy link potwierdzający.
notice-logged-out = Wylogowano.
notice-password-changed = Twoje hasło zostało zmienione.
notice-email-change-sent = Wysłaliśmy link potwierdzający na nowy adres. Adres zmieni się, gdy w niego klikniesz.
notice-reset-sent = Jeśli jakieś konto używa tego adresu, wysłaliśmy na niego link do ustawienia nowego hasła.
notice-password-reset = Twoje hasło zostało zmienione. Zaloguj się nowym hasłem.
notice-language-changed = Ustawienie języka zostało zapisane.
notice-token-revoked = Token został unieważniony.

reminder-verify = Potwierdź swój adres e-mail linkiem, który ci wysłaliśmy: grać można dopiero po jego potwierdzeniu.
reminder-verify-resend = Wyślij link ponownie

time-in-zone = { $time } ({ $zone })

# Strona języków (/languages).
footer-languages = Języki tego serwisu
languages-title = Języki
languages-intro = Serwis jest dostępny w tych językach, każdy ze wszystkimi komunikatami wersji angielskiej. Wybierz swój za pomocą przełącznika u góry każdej strony; zalogowani użytkownicy zapisują swój wybór w ustawieniach.
languages-language = Język
languages-code = Kod
languages-complete = Przetłumaczono
languages-percent = { $percent }%
languages-translate-title = Przetłumacz serwis na swój język
languages-translate-intro = Brakuje twojego języka albo jakieś słowo brzmi źle? Tłumaczenia to zwykłe pliki tekstowe, które każdy może poprawić:
languages-translate-copy = Skopiuj katalog { $folder } do katalogu nazwanego kodem twojego języka (na przykład locales/sv) i przetłumacz wszystkie komunikaty w jego plikach.
languages-translate-messages = Zachowaj bez zmian nazwę każdego komunikatu i jego { "{ $variables }" }; przy liczbach używaj form liczby mnogiej swojego języka; w zapisie ruchów zostają litery K Q R B N.
languages-translate-list = Dodaj język do pliku { $file } pod jego rodzimą nazwą.
languages-translate-test = Uruchom { $command }: test wskaże każdy komunikat, którego brakuje, który jest pusty albo używa innych zmiennych.
languages-translate-send = Następnie wyślij swoje pliki do projektu jako propozycję zmian lub zgłoszenie: nowy język pojawi się tutaj, gdy będzie kompletny.

# The page the installed app shows when the network is down.
offline-title = Jesteś offline
offline-body = redqueen potrzebuje sieci, by pokazać twoje partie i wysłać twoje ruchy. Nic nie ginie: twoje partie są przechowywane na serwerze.
offline-retry = Spróbuj ponownie
