# Турніри: списки, форма створення, сторінка турніру,
# відмови та листи.

nav-tournaments = Турніри

tournaments-title = Турніри
tournaments-create = Створити турнір
tournaments-upcoming = Майбутні
tournaments-in-progress = Поточні
tournaments-finished = Завершені
tournaments-none = Зараз немає.
tournaments-round = Тур { $round }

tournament-name = Назва
tournament-system = Система
tournament-swiss = Швейцарська система
tournament-drr = Двоколова кругова система
tournament-system-swiss = { $rounds ->
    [one] Швейцарська система, { $rounds } тур
    [few] Швейцарська система, { $rounds } тури
    [many] Швейцарська система, { $rounds } турів
   *[other] Швейцарська система, { $rounds } туру
}
tournament-system-drr = Двоколова кругова система, групи до { $size ->
    [one] { $size } гравця
    [few] { $size } гравців
    [many] { $size } гравців
   *[other] { $size } гравця
}
tournament-players = Гравці
tournament-players-count = { $count } (від { $min } до { $max })
tournament-status = Статус
tournament-status-upcoming = Очікується
tournament-status-in-progress = Триває
tournament-status-finished = Завершено
tournament-status-cancelled = Скасовано
tournament-starts = Початок
tournament-signup = Реєстрація
tournament-rating-range = Діапазон рейтингу
tournament-rating-any = Приєднатися може будь-хто
tournament-vacation = Відпустка
tournament-vacation-yes = Дозволено
tournament-vacation-no = Не дозволено: під час відпустки годинник іде
tournament-vacation-allowed = Відпустку дозволено
tournament-winner = Переможець:
tournament-ended-no-pairing = Жоден варіант жеребкування туру { $round } не відповідав усім правилам, тому турнір завершився після туру { $played }.
tournament-ended-too-few = Для жеребкування залишилося менше двох гравців, тому турнір завершився після туру { $played }.
tournament-cancelled-note = Скасовано: зареєструвалося { $players }, а потрібно щонайменше { $minimum }.
tournament-join = Приєднатися
tournament-leave = Скасувати участь
tournament-you-joined = Ви зареєструвалися.
tournament-log-in-to-join = Увійдіть, щоб приєднатися
tournament-no-players = Ще ніхто не приєднався.
tournament-disqualified = дискваліфіковано: поразка за часом
tournament-withdrawn = знято з турніру
tournament-standings = Турнірна таблиця
tournament-crosstable = Перехресна таблиця
tournament-crosstable-swiss-help = Для кожного туру показано місце суперника, колір (w — білі, b — чорні) і набрані очки: 2 за перемогу, 1 за нічию, 0 за поразку; * — партія ще триває.
tournament-score = Очки
tournament-games = Партії
tournament-aos = СРС
tournament-aos-long = Середній результат суперників: очки суперників без тих, що вони набрали проти цього гравця, у розрахунку на партію (перший додатковий показник)
tournament-lot = Жереб
tournament-lot-long = Номер за жеребом — останній додатковий показник (перевагу має менший)
tournament-unrated = без рейтингу
tournament-round-playing = триває
tournament-round-finished = завершено
tournament-seed = Зерно випадкового вибору цього туру: { $seed }
tournament-seed-summary = Як проведено жеребкування цього туру
tournament-columns = Що означають стовпці
tournament-score-long = Два очки за перемогу, одне — за нічию або пропуск туру, нуль — за поразку.
tournament-rating-long = Рейтинг гравця на момент завершення турніру: другий додатковий показник, вищий — попереду.
tournament-bye = Пропуск туру
tournament-group = Група { $group }
tournament-pairings = Пари
tournament-board = Дошка
tournament-white = Білі
tournament-black = Чорні
tournament-result = Результат
tournament-in-progress = триває

tournament-new-title = Новий турнір
tournament-new-pause = Перерва між турами (хвилини, реальний час)
tournament-new-pause-hint = Турніри в реальному часі: наступний тур, а в групі — наступний тур за таблицею Бергера, починається після цієї перерви (від 0 до 60 хвилин; 2, якщо поле порожнє). Тури заочних турнірів починаються одразу.
tournament-new-rounds = Тури (швейцарська система)
tournament-new-group-size = Розмір групи (двоколова кругова система)
tournament-new-starts-at = Початок
tournament-new-signup-opens-at = Початок реєстрації (порожньо — відразу)
tournament-new-signup-closes-at = Кінець реєстрації (порожньо — на початку турніру)
tournament-new-utc = Дати й час указано в UTC.
tournament-new-min-players = Мінімум гравців
tournament-new-max-players = Максимум гравців
tournament-new-rating-min = Найнижчий рейтинг (порожньо — без обмеження)
tournament-new-rating-max = Найвищий рейтинг (порожньо — без обмеження)
tournament-new-submit = Створити турнір

tournament-setting-name = Назва має бути одним рядком завдовжки від 1 до { $max ->
    [one] { $max } символу
    [few] { $max } символів
    [many] { $max } символів
   *[other] { $max } символу
}.
tournament-setting-kind = Турнір може бути заочним або в реальному часі.
tournament-setting-system = Виберіть швейцарську або двоколову кругову систему.
tournament-setting-rounds = Турнір за швейцарською системою має від 1 до { $max ->
    [one] { $max } туру
    [few] { $max } турів
    [many] { $max } турів
   *[other] { $max } туру
}.
tournament-setting-group-size = У групі може бути від 2 до { $max ->
    [one] { $max } гравця
    [few] { $max } гравців
    [many] { $max } гравців
   *[other] { $max } гравця
}.
tournament-setting-time-control = Виберіть контроль часу.
tournament-setting-live-time-control = Для турніру в реальному часі потрібен відповідний контроль часу: Швидкий (від 5 до 30 хвилин кожному, від 1 до 5 на хід) або Стандартний (від 30 до 120 хвилин кожному, від 1 до 10 на хід).
tournament-setting-pause = Перерва між турами турніру в реальному часі — від 0 до { $max ->
    [one] { $max } хвилини
    [few] { $max } хвилин
    [many] { $max } хвилин
   *[other] { $max } хвилини
}; у заочному турнірі перерв немає.
tournament-setting-starts-at = Вкажіть дату й час початку.
tournament-setting-signup-opens-at = Вкажіть дату й час початку реєстрації або залиште поле порожнім.
tournament-setting-signup-closes-at = Вкажіть дату й час кінця реєстрації або залиште поле порожнім.
tournament-setting-start-in-past = Початок має бути в майбутньому.
tournament-setting-start-too-late = Турнір має початися не пізніше ніж через рік.
tournament-setting-signup-window = Реєстрація має відкриватися раніше, ніж закриватися, і закриватися не пізніше за початок турніру.
tournament-setting-min-players = Мінімум — від 2 до { $max ->
    [one] { $max } гравця
    [few] { $max } гравців
    [many] { $max } гравців
   *[other] { $max } гравця
}.
tournament-setting-max-players = Максимум має бути не меншим за мінімум і не перевищувати { $max }.
tournament-setting-rating-range = Рейтинг — від 0 до 4000, спершу найнижчий; будь-яке з полів можна залишити порожнім.
tournament-setting-flag = Поле { $field } може бути лише позначеним або непозначеним.

tournament-error-not-found = Такого турніру немає.
tournament-error-not-admin = Турніри створюють лише адміністратори.
tournament-error-signup-not-open = Реєстрація ще не відкрилася.
tournament-error-signup-closed = Реєстрацію закрито.
tournament-error-started = Турнір уже почався: приєднатися чи вийти можна лише до початку.
tournament-error-full = У турнірі немає вільних місць.
tournament-error-over = Турнір завершено.
tournament-withdraw = Знятися з турніру
tournament-withdraw-confirm = Знятися з турніру? Вас більше не включатимуть у жеребкування, а ваші поточні партії в цьому турнірі буде зараховано як програні (у двоколовому круговому турнірі — також решту партій вашої групи). Цю дію не можна скасувати.
tournament-withdraw-confirm-yes = Так, знятися
tournament-error-already-joined = Ви вже зареєструвалися в цьому турнірі.
tournament-error-not-joined = Ви не зареєстровані в цьому турнірі.
tournament-error-outside-rating-range = Ваш рейтинг у заочних партіях поза діапазоном, який вимагає цей турнір (гравці без рейтингу не потрапляють у жоден діапазон).

email-tournament-round-subject = Почався тур { $round } турніру { $tournament }
email-tournament-round-body = Почався тур { $round } турніру { $tournament }.
email-tournament-game-white = Ви граєте білими проти { $opponent }: { $link }
email-tournament-game-black = Ви граєте чорними проти { $opponent }: { $link }
email-tournament-bye = У цьому турі у вас пропуск: партії немає, а ви отримуєте одне очко.
email-tournament-open = Переглянути турнір
email-tournament-cancelled-subject = Турнір { $tournament } скасовано
email-tournament-cancelled-body = Мінімальна кількість учасників турніру { $tournament } — { $minimum }, а зареєструвалося лише { $players }, тому турнір скасовано. Жодна партія не почалася.
