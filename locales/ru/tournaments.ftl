# Турниры: списки, форма создания, страница турнира,
# отказы и письма.

nav-tournaments = Турниры

tournaments-title = Турниры
tournaments-create = Создать турнир
tournaments-upcoming = Предстоящие
tournaments-in-progress = Идут
tournaments-finished = Завершённые
tournaments-none = Сейчас турниров нет.
tournaments-round = Тур { $round }

tournament-name = Название
tournament-system = Система
tournament-swiss = Швейцарская система
tournament-drr = Двухкруговой турнир
tournament-system-swiss = { $rounds ->
    [one] Швейцарская система, { $rounds } тур
    [few] Швейцарская система, { $rounds } тура
    [many] Швейцарская система, { $rounds } туров
   *[other] Швейцарская система, { $rounds } тура
}
tournament-system-drr = Двухкруговой турнир, группы до { $size ->
    [one] { $size } игрока
    [few] { $size } игроков
    [many] { $size } игроков
   *[other] { $size } игрока
}
tournament-players = Игроки
tournament-players-count = { $count } (от { $min } до { $max })
tournament-status = Состояние
tournament-status-upcoming = Предстоит
tournament-status-in-progress = Идёт
tournament-status-finished = Завершён
tournament-status-cancelled = Отменён
tournament-starts = Начало
tournament-signup = Регистрация
tournament-rating-range = Диапазон рейтинга
tournament-rating-any = Участвовать может любой
tournament-vacation = Отпуск
tournament-vacation-yes = Разрешён
tournament-vacation-no = Не разрешён: часы идут и во время отпуска
tournament-vacation-allowed = Отпуск разрешён
tournament-winner = Победитель:
tournament-ended-no-pairing = Ни один вариант жеребьёвки тура { $round } не удовлетворял всем правилам, поэтому турнир завершился после тура { $played }.
tournament-ended-too-few = Для жеребьёвки осталось меньше двух игроков, поэтому турнир завершился после тура { $played }.
tournament-cancelled-note = Отменён: { $players ->
    [one] зарегистрировался { $players } игрок
    [few] зарегистрировались { $players } игрока
    [many] зарегистрировалось { $players } игроков
   *[other] зарегистрировались { $players } игрока
}, а нужно не менее { $minimum }.
tournament-join = Участвовать
tournament-leave = Отказаться от участия
tournament-you-joined = Вы зарегистрированы.
tournament-log-in-to-join = Войдите, чтобы участвовать
tournament-no-players = Пока никто не зарегистрировался.
tournament-disqualified = дисквалификация: поражение по времени
tournament-withdrawn = выбыл
tournament-standings = Турнирная таблица
tournament-crosstable = Кросс-таблица
tournament-crosstable-swiss-help = В каждом туре указаны место соперника, цвет (w — белые, b — чёрные) и набранные очки: 2 за победу, 1 за ничью, 0 за поражение; * — партия ещё идёт.
tournament-score = Очки
tournament-games = Партии
tournament-aos = AOS
tournament-aos-long = Средний результат соперников: очки соперников без набранных против этого игрока, в расчёте на партию (первый дополнительный показатель)
tournament-lot = Жребий
tournament-lot-long = Номер по жребию, последний дополнительный показатель (меньший выше)
tournament-unrated = без рейтинга
tournament-round-playing = идёт
tournament-round-finished = завершён
tournament-seed = Начальное значение (seed) для случайного выбора в этом туре: { $seed }
tournament-seed-summary = Как проводилась жеребьёвка этого тура
tournament-columns = Что означают столбцы
tournament-score-long = Два очка за победу, одно — за ничью или пропуск тура, ноль — за поражение.
tournament-rating-long = Рейтинг игрока на момент окончания турнира: второй дополнительный показатель, больший выше.
tournament-bye = Пропуск тура
tournament-group = Группа { $group }
tournament-pairings = Пары
tournament-board = Доска
tournament-white = Белые
tournament-black = Чёрные
tournament-result = Результат
tournament-in-progress = идёт

tournament-new-title = Новый турнир
tournament-new-pause = Перерыв между турами (минуты, в реальном времени)
tournament-new-pause-hint = Турниры в реальном времени: следующий тур, а в группе — следующий тур по таблице Бергера, начинается после этого перерыва (от 0 до 60 минут; если не заполнено — 2). Туры по переписке начинаются сразу.
tournament-new-rounds = Туров (швейцарская система)
tournament-new-group-size = Размер группы (двухкруговой турнир)
tournament-new-starts-at = Начало
tournament-new-signup-opens-at = Открытие регистрации (пусто — сейчас)
tournament-new-signup-closes-at = Закрытие регистрации (пусто — в момент начала)
tournament-new-utc = Даты и время указываются в UTC.
tournament-new-min-players = Минимум игроков
tournament-new-max-players = Максимум игроков
tournament-new-rating-min = Минимальный рейтинг (пусто — без ограничения)
tournament-new-rating-max = Максимальный рейтинг (пусто — без ограничения)
tournament-new-submit = Создать турнир

tournament-setting-name = Название — одна строка длиной от 1 до { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
tournament-setting-kind = Турнир проводится либо по переписке, либо в реальном времени.
tournament-setting-system = Выберите швейцарскую систему или двухкруговой турнир.
tournament-setting-rounds = В турнире по швейцарской системе от 1 до { $max ->
    [one] { $max } тура
    [few] { $max } туров
    [many] { $max } туров
   *[other] { $max } тура
}.
tournament-setting-group-size = В группе от 2 до { $max ->
    [one] { $max } игрока
    [few] { $max } игроков
    [many] { $max } игроков
   *[other] { $max } игрока
}.
tournament-setting-time-control = Выберите контроль времени.
tournament-setting-live-time-control = Турниру в реальном времени нужен контроль для игры в реальном времени: быстрый (от 5 до 30 минут каждому, от 1 до 5 минут на ход) или стандартный (от 30 до 120 минут каждому, от 1 до 10 минут на ход).
tournament-setting-pause = Перерыв между турами турнира в реальном времени — от 0 до { $max ->
    [one] { $max } минуты
    [few] { $max } минут
    [many] { $max } минут
   *[other] { $max } минуты
}; в турнире по переписке перерыва нет.
tournament-setting-starts-at = Укажите дату и время начала.
tournament-setting-signup-opens-at = Укажите дату и время открытия регистрации или оставьте поле пустым.
tournament-setting-signup-closes-at = Укажите дату и время закрытия регистрации или оставьте поле пустым.
tournament-setting-start-in-past = Начало должно быть в будущем.
tournament-setting-start-too-late = Начало — не позже чем через год.
tournament-setting-signup-window = Регистрация должна открываться раньше, чем закрывается, и закрываться не позже начала.
tournament-setting-min-players = Минимум — от 2 до { $max ->
    [one] { $max } игрока
    [few] { $max } игроков
    [many] { $max } игроков
   *[other] { $max } игрока
}.
tournament-setting-max-players = Максимум — не меньше минимума и не больше { $max ->
    [one] { $max } игрока
    [few] { $max } игроков
    [many] { $max } игроков
   *[other] { $max } игрока
}.
tournament-setting-rating-range = Рейтинг — от 0 до 4000, сначала нижняя граница; любую из границ можно оставить пустой.
tournament-setting-flag = Флажок { $field } может быть только отмечен или не отмечен.

tournament-error-not-found = Такого турнира нет.
tournament-error-not-admin = Создавать турниры могут только администраторы.
tournament-error-signup-not-open = Регистрация ещё не открыта.
tournament-error-signup-closed = Регистрация закрыта.
tournament-error-started = Турнир уже начался: зарегистрироваться или отказаться от участия можно только до начала.
tournament-error-full = В турнире нет свободных мест.
tournament-error-over = Турнир завершён.
tournament-withdraw = Выйти из турнира
tournament-withdraw-confirm = Выйти из турнира? Вы больше не попадёте в жеребьёвку, а ваши текущие партии в этом турнире будут засчитаны как поражения (в двухкруговом турнире — и остальные партии вашей группы тоже). Это нельзя отменить.
tournament-withdraw-confirm-yes = Да, выйти
tournament-error-already-joined = Вы уже зарегистрированы в этом турнире.
tournament-error-not-joined = Вы не зарегистрированы в этом турнире.
tournament-error-outside-rating-range = Ваш рейтинг по переписке вне диапазона, заданного для этого турнира (игроки без рейтинга не входят ни в один диапазон).

email-tournament-round-subject = Начался тур { $round } турнира «{ $tournament }»
email-tournament-round-body = Начался тур { $round } турнира «{ $tournament }».
email-tournament-game-white = Вы играете белыми против { $opponent }: { $link }
email-tournament-game-black = Вы играете чёрными против { $opponent }: { $link }
email-tournament-bye = В этом туре у вас пропуск: партии нет, вы получаете одно очко.
email-tournament-open = Посмотреть турнир
email-tournament-cancelled-subject = Турнир «{ $tournament }» отменён
email-tournament-cancelled-body = Для турнира «{ $tournament }» нужно было не менее { $minimum ->
    [one] { $minimum } игрока
    [few] { $minimum } игроков
    [many] { $minimum } игроков
   *[other] { $minimum } игрока
}, а { $players ->
    [one] зарегистрировался { $players }
    [few] зарегистрировались { $players }
    [many] зарегистрировалось { $players }
   *[other] зарегистрировались { $players }
}, поэтому он отменён. Ни одна партия не начиналась.
