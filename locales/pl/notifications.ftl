# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Kalendarz
settings-calendar-help = Twoje terminy na ruch, rundy twoich turniejów i wydarzeń klubowych oraz twoje urlopy w aplikacji kalendarza na telefonie lub komputerze.
settings-calendar-manage = Skonfiguruj kalendarz
calendar-intro = Zasubskrybuj go raz w aplikacji kalendarza (na telefonie, w Kalendarzu Google, Kalendarzu Apple, Outlooku, Thunderbirdzie): pokaże termin na ruch w każdej twojej partii korespondencyjnej, rundy twoich turniejów i wydarzeń klubowych oraz twoje urlopy i sama odczyta je ponownie co godzinę.
calendar-make = Utwórz adres mojego kalendarza
calendar-address = Prywatny adres twojego kalendarza
calendar-subscribe = Subskrybuj w mojej aplikacji kalendarza
calendar-private = Zachowaj ten adres dla siebie: każdy, kto go ma, może czytać twój kalendarz. Jeśli wyciekł, utwórz nowy.
calendar-change = Zmień adres
calendar-confirm = Rozumiem, że obecny adres przestanie działać
calendar-make-new = Utwórz nowy adres
calendar-turn-off = Wyłącz kalendarz
calendar-confirm-missing = Najpierw zaznacz pole: obecny adres przestanie działać.
notice-calendar-made = Twój kalendarz ma nowy adres: zasubskrybuj go w aplikacji kalendarza.
notice-calendar-off = Twój kalendarz jest wyłączony: jego adres już nie działa.
calendar-name = redqueen: { $username }
calendar-your-move = Twój ruch przeciwko { $opponent }
calendar-your-move-body = Termin na ruch w twojej partii przeciwko { $opponent }. Zmienia się z każdym ruchem i z urlopem.
calendar-their-move = Ruch gracza { $opponent }
calendar-their-move-body = Termin, do którego { $opponent } musi wykonać ruch w waszej partii. Gdy { $opponent } wykona ruch, jego miejsce zajmie twój termin.
calendar-tournament-start = Początek turnieju { $tournament }
calendar-tournament-start-body = Turniej, do którego się zapisałeś, zaczyna się: rozpoczynają się twoje pierwsze partie.
calendar-tournament-round = { $tournament }: runda { $round }
calendar-tournament-round-body = Rozpoczynają się partie rundy.
calendar-tournament-resume = { $tournament }: wznowienie rundy { $round }
calendar-club-round = { $event }: runda { $round }
calendar-club-game-white = Grasz białymi przeciwko { $opponent }.
calendar-club-game-black = Grasz czarnymi przeciwko { $opponent }.
calendar-vacation = Na urlopie
calendar-vacation-body = Twoje zegary nie chodzą w twoich partiach korespondencyjnych.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Powiadomienia
notifications-kind = Rodzaj powiadomienia
notifications-email = E-mail
notifications-push = Powiadomienie push
notifications-email-only = Tylko e-mailem
push-devices = Urządzenia, które otrzymują powiadomienia push
push-help = Powiadomienie push dociera na twój telefon lub komputer, nawet gdy serwis jest zamknięty. Włącz je na każdym urządzeniu, w przeglądarce, której tam używasz. Na iPhonie lub iPadzie najpierw dodaj serwis do ekranu początkowego („Udostępnij”, potem „Do ekranu początkowego”), otwórz go stamtąd i włącz powiadomienia push.
push-turn-on = Włącz powiadomienia push na tym urządzeniu
push-unsupported = Ta przeglądarka nie może odbierać powiadomień push.
push-blocked = Powiadomienia z tego serwisu są zablokowane w ustawieniach tej przeglądarki: zezwól na nie tam i spróbuj ponownie.
push-on-here = To urządzenie otrzymuje powiadomienia push.
push-failed = Przeglądarka nie mogła włączyć powiadomień push. Spróbuj ponownie później.
push-no-devices = Żadne urządzenie nie otrzymuje jeszcze powiadomień push.
push-device-added = dodano { $date }
push-remove = Przestań wysyłać powiadomienia push na to urządzenie
push-privacy = Powiadomienie push przechodzi przez usługę push twojej przeglądarki, zaszyfrowane dla twojego urządzenia: usługa widzi, kiedy zostało wysłane, ale nie to, co zawiera.
push-too-many = Powiadomienia push mogą być włączone najwyżej na { $max } urządzeniach: najpierw usuń jedno.
push-bad-subscription = To nie jest subskrypcja, jaką tworzy przeglądarka: nic nie zostało zmienione.
push-another-members = To urządzenie otrzymuje już powiadomienia push innego członka: może je wyłączyć na swojej stronie Powiadomienia. Nic nie zostało zmienione.
push-device-name = { $browser } w systemie { $system }
push-device-unknown = Przeglądarka
notice-push-turned-on = Powiadomienia push są włączone na tym urządzeniu.
notice-push-device-removed = To urządzenie nie otrzymuje już powiadomień push.

# The privacy page.
privacy-title = Prywatność
privacy-email-title = Twój adres e-mail
privacy-email-body = Twój adres e-mail nigdy nie jest pokazywany innym użytkownikom ani nikomu przekazywany czy sprzedawany. Serwis wysyła na niego tylko to, co wybrałeś na stronie Powiadomienia, oraz to, co dotyczy twojego konta (potwierdzenie adresu, nowe hasło).
privacy-details-title = Twoje dane osobowe
privacy-details-body = Imię i nazwisko, kraj, języki, rok urodzenia i kilka słów o tobie są opcjonalne. Widzą je tylko zalogowani użytkownicy, aby znaleźć przeciwników, z którymi mają coś wspólnego.
privacy-push-title = Powiadomienia push na twoje urządzenia
privacy-push-body = Gdy włączasz powiadomienia push na urządzeniu, jego przeglądarka przekazuje serwisowi adres w swojej usłudze push (prowadzonej przez producenta przeglądarki: Google, Mozilla, Apple, Microsoft itp.) oraz klucz. Każde powiadomienie jest szyfrowane tym kluczem, zanim opuści serwer: usługa push widzi tylko zaszyfrowaną wiadomość, jej rozmiar i czas wysłania, nigdy jej treści (która partia, który przeciwnik, jaki ruch). Usunięcie urządzenia na stronie Powiadomienia kasuje tutaj jego adres.
privacy-calendar-title = Twój kalendarz
privacy-calendar-body = Adres twojego kalendarza jest tajny: każdy, kto go ma, może czytać twoje terminy, rundy i urlopy, i nic więcej. Jeśli wyciekł, utwórz nowy adres na stronie Kalendarz: stary natychmiast przestaje działać.
privacy-cookies-title = Pliki cookie
privacy-cookies-body = Serwis zapisuje cztery pliki cookie: jeden utrzymuje cię zalogowanym, drugi zapamiętuje wybrany przez ciebie język, trzeci chroni twoje formularze przed fałszerstwem, a czwarty przekazuje serwisowi strefę czasową twojej przeglądarki, aby w niej zapisywać godziny, dopóki nie wybierzesz własnej. Żadnych plików cookie do reklam ani śledzenia i żadnych skryptów innych serwisów.
