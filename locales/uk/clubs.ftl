# Клуби (clubs-and-ladder.md): список, сторінка клубу з драбиною у вигляді
# піраміди, внесення результатів і відповіді на них, інструменти
# керівників, картка гравця та його історія.

nav-clubs = Клуби
clubs-title = Клуби
clubs-none = Клубів ще немає.
clubs-waiting = Результати, що чекають на вас
clubs-waiting-reported = повідомлений білими: підтвердьте або оскаржте його
clubs-waiting-disputed = оскаржений чорними: як директор, підтвердьте або виправте його
clubs-found = Заснувати клуб
clubs-name = Назва
clubs-description = Опис
clubs-found-submit = Заснувати клуб
clubs-members = { $count ->
    [one] { $count } член клубу
    [few] { $count } члени клубу
    [many] { $count } членів клубу
   *[other] { $count } члена клубу
}
club-ladder = Драбина
club-ladder-empty = На драбині ще нікого немає.
club-rung = Щабель { $rung }
club-card-rank = { $rung } · місце { $rank }
club-card-rating = Рейтинг { $rating }
club-card-rating-provisional = Рейтинг { $rating } (попередній)
club-card-last-defense = Останній захист: { $day }
club-card-never-defended = Захистів ще не було
club-card-games = { $games ->
    [one] { $games } партія
    [few] { $games } партії
    [many] { $games } партій
   *[other] { $games } партії
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +{ $ranks } здобуте місце
        [few] +{ $ranks } здобуті місця
        [many] +{ $ranks } здобутих місць
       *[other] +{ $ranks } здобутого місця
    }
    [down] { $ranks ->
        [one] втрачено { $ranks } місце
        [few] втрачено { $ranks } місця
        [many] втрачено { $ranks } місць
       *[other] втрачено { $ranks } місця
    }
   *[none] місць не здобуто
}
club-card-flagged = Відсутність: { $ranks ->
    [one] втрачено { $ranks } місце
    [few] втрачено { $ranks } місця
    [many] втрачено { $ranks } місць
   *[other] втрачено { $ranks } місця
}
club-card-new = Новачок
club-directors = Керівники: { $names }
club-season = Сезон: з { $start } по { $end }; зниження за відсутність — { $day } числа кожного місяця.
club-join = Подати заявку на вступ
club-requested = Ви подали заявку на вступ; керівник клубу відповість.
club-report = Внести результат партії
club-report-hint = Ви вносите результати партій, які зіграли білими; суперник підтверджує або оскаржує їх.
club-report-white = Білі
club-report-black = Чорні
club-report-result = Результат
club-report-played-on = Дата партії
club-report-control = Контроль часу
club-report-game-number = Партія дня (2 для другої такої самої партії)
club-report-submit = Внести результат
club-result-white = 1-0 (виграли білі)
club-result-black = 0-1 (виграли чорні)
club-result-draw = ½-½ (нічия)
club-games = Партії
club-games-none = Партій ще не записано.
club-status-reported = внесено
club-status-confirmed = підтверджено
club-status-disputed = оскаржено
club-confirm = Підтвердити
club-dispute = Оскаржити
club-correct = Виправити результат
club-correct-submit = Виправити
club-requests = Заявки на вступ
club-accept = Прийняти
club-refuse = Відхилити
club-add-member = Додати члена клубу
club-add-username = Ім'я користувача
club-add-joined-on = Дата входу на драбину (для паперової драбини, перенесеної на сайт; порожньо — сьогодні)
club-add-submit = Додати внизу драбини
club-members-title = Члени клубу
club-remove-from-ladder = Прибрати з драбини
club-remove = Виключити з клубу
club-remove-question = Цю дію не можна скасувати. Продовжити?
club-make-director = Призначити керівником
club-admin-directors = Керівники (адміністрація сайту)
club-admin-directors-hint = Як адміністратор сайту ви можете призначити керівником цього клубу будь-якого учасника, наприклад коли клуб залишився без останнього керівника.
club-director-mark = керівник
club-decay = Зниження за відсутність
club-decay-explained = Застосовує зниження за відсутність за цей місяць станом на день зустрічі: кожен гравець, який не захищав своє місце протягом усього попереднього місяця, опускається на стільки місць, скільки місяців минуло від його останнього захисту. Інакше зниження застосовується { $day }.
club-decay-date = День зустрічі
club-decay-submit = Застосувати зниження
club-decay-question = Зниження не можна скасувати. Застосувати його станом на цей день?
club-done-founded = Клуб засновано; ви його керівник.
club-done-requested = Вашу заявку надіслано керівникам клубу.
club-done-reported = Результат записано, драбину оновлено.
club-done-confirmed = Ви підтвердили результат.
club-done-disputed = Ви оскаржили результат: він позначений як оскаржений, доки директор не підтвердить або не виправить його; директорів повідомлено.
club-done-corrected = Результат виправлено; драбину перераховано, починаючи з цієї партії.
club-done-member = Готово.
club-done-decayed = Зниження застосовано.
club-history-title = { $username } у клубі { $club }
club-history = Зміни місця
club-history-none = Змін місця ще не було.
club-cause-joined = Вступ на останнє місце
club-cause-left = Вихід із драбини
club-cause-game = Партія проти { $opponent }: { $result }
club-cause-corrected = Партія проти { $opponent }: { $result } (виправлено)
club-cause-decay = Зниження за відсутність
club-cause-placed = Місце за результатами швейцарського відбору на драбину
club-rank-change = { $from } → { $to }
club-off-ladder = поза драбиною
club-error-not-found = Такого клубу немає.
club-error-no-such-member = Члена клубу з іменем { $name } немає.
club-error-bot = { $name } — обліковий запис BOT: облікові записи BOT не вступають до клубів і не беруть участі в клубних змаганнях.
club-error-no-such-game = У цьому клубі немає такої партії.
club-error-name = Назва клубу має бути одним рядком завдовжки від 1 до { $max ->
    [one] { $max } символу
    [few] { $max } символів
    [many] { $max } символів
   *[other] { $max } символу
}.
club-error-description = Опис клубу може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
} і жодних керівних символів.
club-error-name-taken = Клуб із такою назвою вже існує.
club-error-founders-are-administrators = На цьому сайті клуби засновують лише адміністратори.
club-error-not-director = Це можуть робити лише керівники клубу.
club-error-already-member = Ви вже член цього клубу.
club-error-already-requested = Ви вже подали заявку на вступ до цього клубу.
club-error-no-request = Від { $name } немає заявки на вступ до цього клубу.
club-error-not-member = { $name } не є членом цього клубу.
club-error-not-on-ladder = { $name } немає на драбині клубу.
club-error-same-player = Для партії потрібні два різні гравці.
club-error-not-white = Вносити результат партії можуть лише білі або керівник клубу.
club-error-not-black = Підтвердити чи оскаржити результат, внесений білими, можуть лише чорні.
club-error-game-settled = Ця партія вже має статус «{ $status }».
club-error-result = Результат може бути 1-0, 0-1 або ½-½.
club-error-time-control = Контроль часу — G/5, G/10, G/15 або G/30.
club-error-date = Запишіть дату у форматі РРРР-ММ-ДД.
club-error-future-date = Дата не може бути в майбутньому.
club-error-before-joining = Партію не могли зіграти до того, як гравець { $name } потрапив на драбину.
club-error-decay-this-month = Зниження за відсутність цього місяця вже застосовано ({ $day }).
club-error-decay-before-last = Зниження за відсутність застосовують лише в хронологічному порядку: останнє було застосовано { $day }.
club-error-last-director = { $name } — останній керівник клубу: спершу призначте наступника (зробіть керівником іншого учасника), тоді можна піти.
club-error-game-number = Номер партії — ціле число від 1 до { $max }: 2 для другої такої самої партії того дня.
club-error-duplicate-game = Цей результат уже записано: партія { $id }, { $white } — { $black }, { $result }, { $day } ({ $status }). Якщо того дня вони зіграли ще одну таку саму партію, внесіть її з номером партії { $next }.
club-error-decay-outside = Зниження за відсутність, застосоване вручну, призначається на день з { $from } по { $to }: у межах поточного сезону, не раніше заснування клубу чи останнього зниження і не в майбутньому.
club-error-joined-outside = День вступу учасника лежить між заснуванням клубу ({ $from }) і сьогоднішнім днем ({ $to }).
club-error-missing = Заповніть усі поля.
club-error-challenge-down = На драбині викликають лише вгору: { $name } стоїть нижче за вас.
club-challenge = Викликати
club-awards = Нагороди сезону на цей момент
club-awards-title = { $club }: нагороди сезону { $season }
club-awards-none = На драбині ще нікого немає.
club-awards-trophies = Кубки: перша трійка
club-awards-medals = Медалі: перша десятка
club-awards-highest-rated = Найвищий рейтинг ({ $rating })
club-awards-most-games = Найбільше зіграних партій ({ $games })
club-awards-most-ranks = Найбільше здобутих місць ({ $ranks })
club-settings = Налаштування клубу
club-settings-season-start = Сезон починається (ММ-ДД)
club-settings-season-end = Сезон закінчується (ММ-ДД)
club-settings-decay-day = День зниження за відсутність у кожному місяці (1–28)
club-settings-submit = Зберегти налаштування
club-done-settings = Налаштування збережено.
club-error-season-start = Дату початку сезону записують у форматі ММ-ДД, наприклад 09-01.
club-error-season-end = Дату кінця сезону записують у форматі ММ-ДД, наприклад 06-30 (не 29 лютого), і вона не збігається з датою початку.
club-error-decay-day = День зниження — це число місяця від 1 до 28.
club-error-no-such-event = У цьому клубі немає такого змагання
club-error-no-such-board = У цьому змаганні немає такої дошки
club-error-event-name = Назва змагання має бути одним рядком завдовжки від 1 до { $max ->
    [one] { $max } символу
    [few] { $max } символів
    [many] { $max } символів
   *[other] { $max } символу
}
club-error-event-format = Виберіть формат: SLQ, Квад, Окто, швейцарська система, кругова система або Щорічний чемпіонат — із кількістю турів чи розміром групи
club-error-announcement = Оголошення може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
} і жодних керівних символів
club-error-not-openable = SLQ і Щорічний чемпіонат — лише для членів клубу: вони не можуть бути відкритими
club-error-reseed-unconfirmed = Клуб уже має драбину цього сезону: підтвердьте, що SLQ сформує її заново
club-error-members-only = Це змагання лише для членів клубу, а { $name } не є членом клубу
club-error-already-entered = { $name } уже бере участь у цьому змаганні
club-error-not-entered = { $name } не бере участі в цьому змаганні
club-error-withdrawn = Гравця { $name } знято з цього змагання, і в жеребкування його більше не включають
club-error-entries-closed = Групи турніру за круговою системою формуються на старті: пізня реєстрація неможлива
club-error-event-finished = Змагання завершено
club-error-too-few-entries = Для початку змагання потрібно щонайменше два гравці
club-error-all-rounds-paired = Жеребкування всіх турів цього змагання вже проведено
club-error-results-missing = { $count ->
    [one] Ще не внесено { $count } результат цього туру: жеребкування наступного туру проводять, коли внесено всі результати
    [few] Ще не внесено { $count } результати цього туру: жеребкування наступного туру проводять, коли внесено всі результати
    [many] Ще не внесено { $count } результатів цього туру: жеребкування наступного туру проводять, коли внесено всі результати
   *[other] Ще не внесено { $count } результату цього туру: жеребкування наступного туру проводять, коли внесено всі результати
}
club-error-not-a-player = Результат партії на дошці вносять лише двоє її гравців або керівник клубу
club-error-already-reported = Результат цієї дошки вже внесено: чорні підтверджують або оскаржують його, керівник клубу виправляє
club-error-no-game = На цій дошці немає партії, для якої можна внести результат
club-events = Змагання
club-events-title = Змагання клубу { $club }
club-events-none = Змагань ще немає.
club-event-create = Створити змагання
club-event-name = Назва
club-event-format = Формат
club-event-format-hint = SLQ формує драбину: усі починають із рейтингом 1200, який перераховується після кожного туру. Квад — кругова система на чотирьох із контролем G/10 за одну зустріч; Окто — швейцарська система на вісьмох у три тури з контролем G/30, по туру за зустріч. Кількість турів (або розмір груп кругового турніру) задається нижче. SLQ грається з контролем G/5, якщо не обрати іншого, і завжди оцінюється за таблицею G/30 і SLQ.
club-event-rounds-field = Тури або розмір груп кругового турніру (порожньо: як у форматі)
club-event-control = Контроль часу
club-event-control-default = Стандартний для формату
club-event-open-label = Відкрите для учасників сайту, які не є членами клубу (крім SLQ і чемпіонату)
club-event-announcement = Оголошення
club-event-announcement-hint = День і місце, реєстрація та час турів, внесок, призи, контакти, правила рейтингу
club-event-reseed = Цей SLQ заново формує драбину цього сезону
club-event-create-submit = Створити змагання
club-event-status-entries = реєстрація
club-event-status-running = триває
club-event-status-finished = завершено
club-event-open = відкрите
club-event-rounds = тур { $paired } з { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тури
    [many] { $rounds } турів
   *[other] { $rounds } туру
}
club-event-print = Друкувати
club-event-export-csv = Таблиця (CSV)
club-event-export-trf = Звіт TRF
club-event-entries = Учасники ({ $count })
club-event-guest = гість
club-event-withdrawn = знято
club-event-enter = Зареєструватися
club-event-enter-someone = Зареєструвати гравця (ім'я користувача)
club-event-withdraw = Знятися
club-event-withdraw-someone = Зняти гравця (ім'я користувача)
club-event-withdraw-question = Знятого гравця більше не включають у жеребкування, а його незіграну партію зараховують як технічну поразку. Продовжити?
club-event-start-round = Почати тур { $round }
club-event-start-question = Провести жеребкування туру зараз? Починайте тур, коли гравці вже за дошками: жеребкування туру не можна скасувати.
club-event-round = Тур { $round }
club-event-pairings-print = Пари для друку
club-event-board = Дошка
club-event-white = Білі
club-event-black = Чорні
club-event-result = Результат
club-event-bye = пропуск туру (½)
club-event-rest = відпочинок
club-event-forfeit = неявка
club-event-report = Внести результат
club-event-section = Група { $section }
club-event-standings = Турнірна таблиця
club-event-player = Гравець
club-event-points = Очки
club-event-aos = СРС
club-event-aos-title = Середній результат суперників, перший додатковий показник
club-event-rating = Рейтинг
club-event-crosstable-hint = W3w: перемога над № 3 білими; D — нічия, L — поразка; +3 і -3 — технічні результати; H — пропуск туру (½ очка); R — відпочинок; … — результат ще не внесено.
club-event-ratings = Клубні рейтинги після кожного туру
club-event-after-round = Після туру { $round }
club-event-back = Назад до змагання
club-pairings-title = { $event }: тур { $round }
club-format-slq = Швейцарський відбір на драбину, SLQ (6 турів)
club-format-quad = Квад (групи по 4, G/10)
club-format-octo = Окто (групи по 8, 3 тури, G/30)
club-format-swiss = Швейцарська система (5 турів)
club-format-rr = Кругова система (групи по 6)
club-format-championship = Щорічний чемпіонат (швейцарська система, 5 турів)
club-format-championship-rr = Щорічний чемпіонат (кругова система)
club-event-done-created = Змагання створено: члени клубу вже можуть реєструватися.
club-event-done-entered = Зареєстровано.
club-event-done-withdrawn = Знято.
club-event-done-round = Жеребкування туру проведено: пари нижче, їх можна друкувати.
club-event-done-result = Результат записано.
club-event-done-corrected = Результат виправлено; рейтинги й драбину перераховано починаючи з цієї партії.
club-event-done-confirmed = Ви підтвердили результат.
club-event-done-disputed = Ви оскаржили результат: директорів повідомлено, і він позначений як оскаржений, доки хтось із них не підтвердить або не виправить його.
club-format-name = { $kind ->
    [slq] Швейцарський відбір на драбину, { $count ->
        [one] { $count } тур
        [few] { $count } тури
        [many] { $count } турів
       *[other] { $count } туру
    }
    [quad] Квад
    [octo] Окто
    [swiss] Швейцарська система, { $count ->
        [one] { $count } тур
        [few] { $count } тури
        [many] { $count } турів
       *[other] { $count } туру
    }
    [rr] Кругова система, групи по { $count }
    [championship] Щорічний чемпіонат, швейцарська система, { $count ->
        [one] { $count } тур
        [few] { $count } тури
        [many] { $count } турів
       *[other] { $count } туру
    }
   *[championship-rr] Щорічний чемпіонат, кругова система
}
club-event-waiting = { $count ->
    [one] Ще очікується { $count } результат цього туру; жеребкування наступного туру проведуть, щойно його буде внесено.
    [few] Ще очікуються { $count } результати цього туру; жеребкування наступного туру проведуть, щойно їх буде внесено.
    [many] Ще очікується { $count } результатів цього туру; жеребкування наступного туру проведуть, щойно їх буде внесено.
   *[other] Ще очікується { $count } результату цього туру; жеребкування наступного туру проведуть, щойно їх буде внесено.
}
club-error-empty-season = У цьому сезоні ще немає партій: закривати нічого
club-awards-earlier = Попередній сезон
club-awards-later = Наступний сезон
club-season-close = Закрити сезон
club-season-close-explained = На останній зустрічі року: нагороди вище стають нагородами сезону, і відразу починається новий сезон. Зіграні партії та здобуті місця знову рахуються з нуля; драбина й клубні рейтинги переходять у новий сезон.
club-season-close-question = Закрити цей сезон і почати наступний? Цю дію не можна скасувати.
club-season-closed = Сезон закрито: ось його підсумки. Почався наступний сезон.
club-event-on-server-label = Гра на сервері з годинником G/N (а не за дошкою наживо)
club-event-on-server = на сервері
club-event-game = Партія
club-error-played-on-server = Ця партія грається на сервері: її результат визначає сама партія
email-club-result-subject = { $white } повідомив(ла) результат вашої партії: { $result }
email-club-result-body = { $white } (білі) повідомив(ла) результат вашої партії в { $place }, зіграної { $day }: { $white } – { $black } { $result }. Він зараховується одразу. Якщо він правильний, підтвердьте його; якщо ні, оскаржте, і директор вирішить.
email-club-result-open = Відкрити результати
email-club-dispute-subject = { $black } оскаржує результат у { $place }
email-club-dispute-body = { $black } (чорні) оскаржує результат, про який повідомив(ла) { $white }, їхньої партії, зіграної { $day }: { $white } – { $black } { $result }. Він позначений як оскаржений, доки директор не підтвердить або не виправить його (виправлення перераховує всі подальші зміни).
