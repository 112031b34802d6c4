## Zachowanie i moderacja (product.md §11)

conduct-title = Zasady zachowania
conduct-rules-courtesy = Zachowuj się uprzejmie. Gracze, którzy używają obraźliwego lub wulgarnego języka albo zakłócają grę innym, są banowani.
conduct-rules-computers = Pomoc komputera podczas partii jest zabroniona. Korzystanie z książek debiutowych i baz danych jest dozwolone.
conduct-rules-reports = Jeśli inny użytkownik łamie te zasady, zgłoś go ze strony partii, z wiadomości na czacie albo z jego profilu. Administratorzy czytają każde zgłoszenie.
conduct-your-warnings = Otrzymane ostrzeżenia
conduct-your-reports = Twoje zgłoszenia
conduct-no-reports = Nie masz żadnych zgłoszeń.
conduct-report-when = Złożono
conduct-report-state = Stan
conduct-muted-until = Masz wyciszenie do { $until }: nie możesz pisać na czacie.
conduct-warning-title = Ostrzeżenie od administratorów
conduct-warning-rules = Przeczytaj zasady serwisu:
conduct-warning-acknowledge = Przyjmuję do wiadomości

report-title = Zgłoś użytkownika
report-help = Opisz administratorom, co się stało. Tylko oni widzą twoje zgłoszenie; zgłoszony użytkownik nie dowie się, kto go zgłosił.
report-member = Użytkownik
report-about-game = Dotyczy partii
report-reason = Powód
report-reason-abuse = Obraźliwy lub wulgarny język, zakłócanie gry
report-reason-computer_assistance = Pomoc komputera
report-reason-other = Coś innego
report-text = Co się stało
report-send = Wyślij zgłoszenie
report-status-open = Otwarte
report-status-closed = Rozpatrzone
game-report = Zgłoś: { $name }
chat-report = Zgłoś tę wiadomość
game-adjudicated-because = Wynik ustalił administrator: { $reason }

conduct-error-no-such-member = Żaden użytkownik nie nazywa się { $name }.
conduct-error-yourself = Nie możesz zgłosić własnego konta.
conduct-error-no-such-game = Nie ma takiej partii.
conduct-error-not-in-game = { $name } nie gra w tej partii.
conduct-error-no-such-line = Na czacie tej partii nie ma takiej wiadomości od { $name }.
conduct-error-not-your-chat = Czat partii widzą tylko jej gracze i tylko oni mogą zgłaszać wiadomości z niego.
conduct-error-unknown-reason = Wybierz powód.
conduct-error-text-empty = Opisz, co się stało.
conduct-error-text-too-long = Zgłoszenie może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
}.
conduct-error-control-characters = Tekst zawiera znaki sterujące; wpisz go ponownie.
conduct-error-too-many = Złożono dziś od ciebie wiele zgłoszeń; zaczekaj, zanim złożysz kolejne.
conduct-error-not-admin = Tylko administratorzy mogą to zrobić.
conduct-error-reason-missing = Podaj powód: zostanie zapisany w dzienniku moderacji.
conduct-error-reason-too-long = Powód może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
}.
conduct-error-no-such-report = Nie ma takiego zgłoszenia dotyczącego tego użytkownika.
conduct-error-report-closed = To zgłoszenie jest już zamknięte.
conduct-error-no-such-warning = Nie masz takiego ostrzeżenia: tylko ostrzeżony użytkownik może je potwierdzić.
conduct-error-already-banned = Konto { $name } jest już zbanowane.
conduct-error-not-banned = Konto { $name } nie jest zbanowane.
conduct-error-not-muted = Konto { $name } nie jest wyciszone.
conduct-error-administrator-banned = Administratora nie można zbanować; najpierw odbierz mu uprawnienia.
conduct-error-unknown-length = Wybierz, jak długo ma trwać wyciszenie.
conduct-error-unknown-action = Wybierz działanie.
conduct-error-unknown-result = Wybierz: białe, czarne albo remis.
conduct-error-gift-amount = Można dodać od 1 minuty do 7 dni (10080 minut).

error-login-banned = To konto jest zbanowane.
error-forbidden = Tę stronę mogą oglądać tylko administratorzy.
notice-report-filed = Twoje zgłoszenie zostało wysłane do administratorów.
notice-warning-acknowledged = Dziękujemy.
notice-report-closed = Zgłoszenie zostało zamknięte.
notice-moderation-done = Gotowe; zapisano w dzienniku moderacji.

email-warning-subject = Ostrzeżenie od administratorów
email-warning-body = Administrator serwisu udzielił ci ostrzeżenia z następującego powodu:
email-warning-action = Przeczytaj zasady serwisu

admin-reports-title = Zgłoszenia
admin-reports-none = Brak otwartych zgłoszeń.
admin-reports-count = { $count ->
    [one] { $count } otwarte zgłoszenie
    [few] { $count } otwarte zgłoszenia
    [many] { $count } otwartych zgłoszeń
   *[other] { $count } otwartego zgłoszenia
}
admin-report-by = zgłaszający: { $name }
admin-report-chat = Czat partii
admin-report-note = Notatka
admin-report-close = Zamknij zgłoszenie
admin-report-closed = Zamknięto:
admin-member-title = Moderacja: { $name }
admin-member-profile = Profil
admin-member-banned = { $name } ma bana od { $since }.
admin-member-muted-until = { $name } ma wyciszenie do { $until }: do tego czasu nie może pisać na czacie.
admin-member-in-good-standing = Bez wyciszenia i bez bana.
admin-member-warned = Ostatnie ostrzeżenie { $when }: „{ $reason }”.
admin-member-act = Działaj
admin-member-action = Działanie
admin-member-from-report = Odpowiada na otwarte zgłoszenia dotyczące { $name } (zostaną zamknięte tą decyzją)
admin-member-apply = Zastosuj
admin-member-confirm = Zostanie to trwale zapisane w dzienniku moderacji. Ban kończy też sesje użytkownika i oznacza walkower we wszystkich jego trwających partiach.
admin-member-confirm-yes = Tak, zastosuj
admin-member-reports = Zgłoszenia dotyczące tego użytkownika
admin-action-warn = Ostrzeżenie (pokazywane przy następnej wizycie i wysyłane e-mailem)
admin-action-mute = Wyciszenie (bez czatu)
admin-action-unmute = Zdejmij wyciszenie
admin-action-ban = Ban (bez logowania, gry i API)
admin-action-unban = Zdejmij bana
admin-mute-length = Czas wyciszenia
admin-mute-1h = Godzina
admin-mute-1d = Dzień
admin-mute-7d = Tydzień
admin-mute-30d = Miesiąc
admin-reason = Powód
admin-ban-forfeits = Ban oznacza walkower we wszystkich trwających partiach użytkownika: wygrywają jego przeciwnicy.
admin-log-title = Dziennik moderacji
admin-log-empty = Nic jeszcze nie zrobiono.
admin-log-older = Starsze wpisy
admin-log-when = Kiedy
admin-log-who = Administrator
admin-log-what = Działanie
admin-log-about = Dotyczy
admin-log-why = Powód
admin-log-until = do { $until }
admin-log-report = zgłoszenie { $id }
admin-log-action-warn = ostrzeżenie
admin-log-action-mute = wyciszenie
admin-log-action-unmute = zdjęcie wyciszenia
admin-log-action-ban = ban
admin-log-action-unban = zdjęcie bana
admin-log-action-close_report = zamknięcie zgłoszenia
admin-log-action-adjudicate = rozstrzygnięcie partii
admin-log-action-give_time = dodanie czasu
admin-log-action-make_bot = zmiana w konto BOT
admin-game-title = Administrator
admin-adjudicate-result = Wynik
admin-adjudicate = Rozstrzygnij
admin-adjudicate-confirm = Partia zakończy się tym wynikiem, liczonym do rankingu jak zwykle. Tego nie można cofnąć.
admin-adjudicate-confirm-yes = Tak, ustal wynik
admin-time-to = Dodaj czas graczowi
admin-time-minutes = Minuty
admin-time-give = Dodaj czas
admin-member-moderate = Moderacja
