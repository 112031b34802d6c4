# Відпустка (product.md §4): сторінка налаштувань, що бачать суперники,
# лист про завершення відпустки та причини відмови у зміні.

settings-vacation = Відпустка
settings-vacation-help = Поки ви у відпустці, ваш годинник не йде в жодній заочній партії.
settings-vacation-manage = Запланувати або змінити відпустки

vacation-title = Відпустка
vacation-help = Поки ви у відпустці, ваш годинник не йде в жодній з ваших заочних партій. Ви все одно можете входити на сайт і ходити, якщо захочете.
vacation-allowance = Залишилося днів
vacation-days-left = { $year }: { $left ->
    [one] залишився { $left } день
    [few] залишилося { $left } дні
    [many] залишилося { $left } днів
   *[other] залишилося { $left } дня
} з { $allowance }
vacation-schedule = Запланувати відпустку
vacation-start = Перший день
vacation-days = Кількість днів
vacation-utc = Дні рахуються за UTC: відпустка починається опівночі за UTC (одразу, якщо вона починається сьогодні) і закінчується опівночі за UTC після останнього дня. Кожен її день зараховується як повний день того року, на який він припадає.
vacation-schedule-submit = Запланувати
vacation-list = Ваші відпустки
vacation-none = Цього року у вас немає відпусток.
vacation-period-heading = Дні
vacation-status-heading = Статус
vacation-actions-heading = Змінити
vacation-period = з { $first } по { $last }
vacation-status-past = завершена
vacation-status-current = триває
vacation-status-upcoming = запланована
vacation-cancel = Скасувати
vacation-end-now = Завершити зараз

vacation-away-until = { $username } у відпустці до { $until }: годинник цього гравця не йде.
vacation-you-away-until = Ви у відпустці до { $until }: ваш годинник не йде.
vacation-opponent-away = у відпустці до { $until }

notice-vacation-scheduled = Вашу відпустку заплановано.
notice-vacation-canceled = Вашу відпустку скасовано, і її дні знову доступні.
notice-vacation-ended = Вашу відпустку завершено: ваш годинник знову йде.

email-options-vacation-ending = у день, коли закінчується моя відпустка
email-options-tournament-rounds = коли починається тур моїх турнірів
email-options-club-results = коли клубний результат чекає на моє підтвердження (за чорних) або рішення (як директора)
email-options-club-matches = коли мій клуб грає матч з іншим клубом: запрошення, відкритий запис, початок
email-options-weekly-summary = щотижневий підсумок: партії, що чекають на мене, і результати тижня
email-vacation-ending-subject = Ваша відпустка закінчується наприкінці дня { $last }
email-vacation-ending-body = Ваша відпустка закінчується опівночі за UTC наприкінці дня { $last }. Відтоді ваш годинник знову йтиме в усіх ваших заочних партіях.
email-vacation-ending-games = Переглянути ваші партії

vacation-error-date = Запишіть перший день у форматі РРРР-ММ-ДД, наприклад 2026-07-01.
vacation-error-no-such-day = Дня { $date } немає в календарі.
vacation-error-days = Запишіть кількість днів цілим числом, наприклад 7.
vacation-error-zero-days = Відпустка триває щонайменше один день.
vacation-error-past = Відпустка не може починатися в минулому: { $start } — раніше, ніж сьогодні, { $today } (UTC).
vacation-error-too-far = Відпустка може початися не пізніше кінця наступного року: { $start } — пізніше, ніж { $last }.
vacation-error-overlap = Вона перетиналася б з вашою відпусткою з { $first } по { $last }.
vacation-error-allowance = Для цієї відпустки потрібно { $needed ->
    [one] { $needed } день
    [few] { $needed } дні
    [many] { $needed } днів
   *[other] { $needed } дня
} у { $year } році, але на цей рік { $left ->
    [0] днів не залишилося
    [one] залишився лише { $left }
    [few] залишилося лише { $left }
    [many] залишилося лише { $left }
   *[other] залишилося лише { $left }
}.
vacation-error-already-started = Ця відпустка вже почалася: натомість завершіть її достроково.
vacation-error-not-started = Ця відпустка ще не почалася: натомість скасуйте її.
vacation-error-already-over = Ця відпустка вже завершилася.
vacation-error-no-such-vacation = У вас немає такої відпустки.
vacation-error-conflict = Одна з ваших партій тим часом змінилася: спробуйте ще раз.
