# Клубы (clubs-and-ladder.md): список, страница клуба с лестницей
# в виде пирамиды, внесение и подтверждение результатов, инструменты
# руководителей, карточка игрока и его история.

nav-clubs = Клубы
clubs-title = Клубы
clubs-none = Клубов пока нет.
clubs-waiting = Результаты, ожидающие вас
clubs-waiting-reported = сообщён белыми: подтвердите или оспорьте его
clubs-waiting-disputed = оспорен чёрными: как директор, подтвердите или исправьте его
clubs-found = Основать клуб
clubs-name = Название
clubs-description = Описание
clubs-found-submit = Основать клуб
clubs-members = { $count ->
    [one] { $count } участник
    [few] { $count } участника
    [many] { $count } участников
   *[other] { $count } участника
}
club-ladder = Лестница
club-ladder-empty = На лестнице пока никого нет.
club-rung = Ступень { $rung }
club-card-rank = { $rung } · место { $rank }
club-card-rating = Рейтинг { $rating }
club-card-rating-provisional = Рейтинг { $rating } (предварительный)
club-card-last-defense = Последняя защита: { $day }
club-card-never-defended = Защит пока не было
club-card-games = { $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] отыграно +{ $ranks } место
        [few] отыграно +{ $ranks } места
        [many] отыграно +{ $ranks } мест
       *[other] отыграно +{ $ranks } места
    }
    [down] { $ranks ->
        [one] потеряно { $ranks } место
        [few] потеряно { $ranks } места
        [many] потеряно { $ranks } мест
       *[other] потеряно { $ranks } места
    }
   *[none] мест не отыграно
}
club-card-flagged = Отсутствие: { $ranks ->
    [one] потеряно { $ranks } место
    [few] потеряно { $ranks } места
    [many] потеряно { $ranks } мест
   *[other] потеряно { $ranks } места
}
club-card-new = Новичок
club-directors = Руководители: { $names }
club-season = Сезон: с { $start } по { $end }; понижение за отсутствие — { $day }-го числа каждого месяца.
club-join = Подать заявку на вступление
club-requested = Вы подали заявку на вступление; руководитель её рассмотрит.
club-report = Внести результат партии
club-report-hint = Результаты партий, которые вы сыграли белыми, вносите вы; соперник подтверждает или оспаривает их.
club-report-white = Белые
club-report-black = Чёрные
club-report-result = Результат
club-report-played-on = Дата партии
club-report-control = Контроль времени
club-report-game-number = Партия дня (2 для второй такой же партии)
club-report-submit = Внести результат
club-result-white = 1-0 (победа белых)
club-result-black = 0-1 (победа чёрных)
club-result-draw = ½-½ (ничья)
club-games = Партии
club-games-none = Партий пока нет.
club-status-reported = заявлена
club-status-confirmed = подтверждена
club-status-disputed = оспорена
club-confirm = Подтвердить
club-dispute = Оспорить
club-correct = Исправить результат
club-correct-submit = Исправить
club-requests = Заявки на вступление
club-accept = Принять
club-refuse = Отклонить
club-add-member = Добавить участника
club-add-username = Имя пользователя
club-add-joined-on = Дата включения в лестницу (для бумажной лестницы, переносимой на сайт; пусто — сегодня)
club-add-submit = Добавить в конец лестницы
club-members-title = Участники
club-remove-from-ladder = Убрать с лестницы
club-remove = Исключить из клуба
club-remove-question = Это нельзя отменить. Продолжить?
club-make-director = Назначить руководителем
club-admin-directors = Руководители (администрация сайта)
club-admin-directors-hint = Как администратор сайта вы можете назначить руководителем этого клуба любого участника, например когда клуб лишился последнего руководителя.
club-director-mark = руководитель
club-decay = Понижение за отсутствие
club-decay-explained = Применяет понижение за отсутствие за этот месяц на дату встречи клуба: каждый игрок, не защищавший место в течение всего предыдущего месяца, опускается на столько мест, сколько месяцев прошло с его последней защиты. Иначе понижение применяется { $day }.
club-decay-date = День встречи
club-decay-submit = Применить понижение
club-decay-question = Понижение нельзя отменить. Применить его на эту дату?
club-done-founded = Клуб основан; вы его руководитель.
club-done-requested = Ваша заявка отправлена руководителям.
club-done-reported = Результат внесён, лестница обновлена.
club-done-confirmed = Вы подтвердили результат.
club-done-disputed = Вы оспорили результат: он отмечен как оспоренный, пока директор не подтвердит или не исправит его; директорам отправлено уведомление.
club-done-corrected = Результат исправлен; лестница пересчитана начиная с этой партии.
club-done-member = Готово.
club-done-decayed = Понижение применено.
club-history-title = { $username } в клубе «{ $club }»
club-history = Изменения мест
club-history-none = Изменений мест пока нет.
club-cause-joined = Последнее место при вступлении
club-cause-left = Уход с лестницы
club-cause-game = Партия против { $opponent }: { $result }
club-cause-corrected = Партия против { $opponent }: { $result } (исправлено)
club-cause-decay = Понижение за отсутствие
club-cause-placed = Место по итогам швейцарского отбора на лестницу
club-rank-change = { $from } → { $to }
club-off-ladder = вне лестницы
club-error-not-found = Такого клуба нет.
club-error-no-such-member = Участника с именем { $name } нет.
club-error-bot = { $name } — аккаунт BOT: аккаунты BOT не вступают в клубы и не участвуют в клубных соревнованиях.
club-error-no-such-game = В этом клубе нет такой партии.
club-error-name = Название клуба — одна строка длиной от 1 до { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
club-error-description = Описание клуба может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
} и не должно содержать управляющих символов.
club-error-name-taken = Клуб с таким названием уже существует.
club-error-founders-are-administrators = На этом сайте основывать клубы могут только администраторы.
club-error-not-director = Это могут делать только руководители клуба.
club-error-already-member = Вы уже состоите в этом клубе.
club-error-already-requested = Вы уже подали заявку на вступление в этот клуб.
club-error-no-request = От { $name } нет заявки на вступление в этот клуб.
club-error-not-member = { $name } не состоит в этом клубе.
club-error-not-on-ladder = { $name } нет на лестнице клуба.
club-error-same-player = В партии должны участвовать два разных игрока.
club-error-not-white = Результат партии вносит только игравший белыми или руководитель.
club-error-not-black = Подтвердить или оспорить результат, внесённый белыми, может только игравший чёрными.
club-error-game-settled = Эта партия уже { $status }.
club-error-result = Результат — 1-0, 0-1 или ½-½.
club-error-time-control = Контроль времени — G/5, G/10, G/15 или G/30.
club-error-date = Укажите дату в формате ГГГГ-ММ-ДД.
club-error-future-date = Дата не может быть в будущем.
club-error-before-joining = Партия не может быть сыграна до включения игрока { $name } в лестницу.
club-error-decay-this-month = Понижение за отсутствие в этом месяце уже применялось ({ $day }).
club-error-decay-before-last = Понижение за отсутствие применяется только вперёд по времени: последнее было применено { $day }.
club-error-last-director = { $name } — последний руководитель клуба: сначала назначьте преемника (сделайте руководителем другого участника), потом можно уйти.
club-error-game-number = Номер партии — целое число от 1 до { $max }: 2 для второй такой же партии в тот день.
club-error-duplicate-game = Этот результат уже записан: партия { $id }, { $white } — { $black }, { $result }, { $day } ({ $status }). Если в тот день они сыграли ещё одну такую же партию, внесите её с номером партии { $next }.
club-error-decay-outside = Понижение за отсутствие, применяемое вручную, назначается на день с { $from } по { $to }: в пределах текущего сезона, не раньше основания клуба и последнего понижения и не в будущем.
club-error-joined-outside = День вступления участника лежит между основанием клуба ({ $from }) и сегодняшним днём ({ $to }).
club-error-missing = Заполните все поля.
club-error-challenge-down = Вызов на лестнице делается только вверх: { $name } стоит ниже вас.
club-challenge = Вызвать
club-awards = Награды сезона на данный момент
club-awards-title = { $club }: награды сезона { $season }
club-awards-none = На лестнице пока никого нет.
club-awards-trophies = Кубки: первая тройка
club-awards-medals = Медали: первая десятка
club-awards-highest-rated = Самый высокий рейтинг ({ $rating })
club-awards-most-games = Больше всех партий ({ $games })
club-awards-most-ranks = Больше всех отыгранных мест ({ $ranks })
club-settings = Настройки клуба
club-settings-season-start = Сезон начинается (ММ-ДД)
club-settings-season-end = Сезон заканчивается (ММ-ДД)
club-settings-decay-day = Понижение за отсутствие проводится в день месяца (1–28)
club-settings-submit = Сохранить настройки
club-done-settings = Настройки сохранены.
club-error-season-start = Дата начала сезона записывается как ММ-ДД, например 09-01.
club-error-season-end = Дата конца сезона записывается как ММ-ДД, например 06-30 (не 29 февраля), и не совпадает с датой его начала.
club-error-decay-day = День понижения — число месяца от 1 до 28.
club-error-no-such-event = В этом клубе нет такого соревнования
club-error-no-such-board = В этом соревновании нет такой доски
club-error-event-name = Название соревнования — одна строка длиной от 1 до { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}
club-error-event-format = Выберите формат: SLQ, «Четвёрка», «Восьмёрка», швейцарская система, круговой турнир или ежегодный чемпионат — с числом туров или размером группы
club-error-announcement = Объявление может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
} и не должно содержать управляющих символов
club-error-not-openable = SLQ и ежегодный чемпионат — только для членов клуба: их нельзя сделать открытыми
club-error-reseed-unconfirmed = У клуба в этом сезоне уже есть лестница: подтвердите, что SLQ сформирует её заново
club-error-members-only = Это соревнование только для членов клуба, а { $name } в клубе не состоит
club-error-already-entered = { $name } уже участвует в этом соревновании
club-error-not-entered = { $name } не участвует в этом соревновании
club-error-withdrawn = { $name } снят с этого соревнования и больше не попадает в жеребьёвку
club-error-entries-closed = Группы кругового турнира формируются при старте: поздние заявки не принимаются
club-error-event-finished = Соревнование завершено
club-error-too-few-entries = Для старта соревнования нужно не менее двух игроков
club-error-all-rounds-paired = Жеребьёвка всех туров этого соревнования уже проведена
club-error-results-missing = { $count ->
    [one] { $count } результат этого тура ещё не поступил: жеребьёвка следующего тура проводится, когда поступят все результаты
    [few] { $count } результата этого тура ещё не поступили: жеребьёвка следующего тура проводится, когда поступят все результаты
    [many] { $count } результатов этого тура ещё не поступили: жеребьёвка следующего тура проводится, когда поступят все результаты
   *[other] { $count } результата этого тура ещё не поступили: жеребьёвка следующего тура проводится, когда поступят все результаты
}
club-error-not-a-player = Результат партии на доске вносят только двое её игроков или руководитель
club-error-already-reported = Результат на этой доске уже внесён: игравший чёрными подтверждает или оспаривает его, руководитель исправляет
club-error-no-game = На этой доске нет партии, для которой можно внести результат
club-events = Соревнования
club-events-title = Соревнования клуба «{ $club }»
club-events-none = Соревнований пока нет.
club-event-create = Создать соревнование
club-event-name = Название
club-event-format = Формат
club-event-format-hint = SLQ формирует лестницу: все начинают с рейтингом 1200, и рейтинг пересчитывается после каждого тура. «Четвёрка» — круговой турнир на четверых с контролем G/10 за одну встречу; «Восьмёрка» — турнир по швейцарской системе в три тура на восьмерых с контролем G/30, по туру за встречу. Число туров (или размер групп кругового турнира) задаётся ниже. SLQ играется с контролем G/5, если не выбрать другой, и всегда обсчитывается по таблице G/30 и SLQ.
club-event-rounds-field = Туры или размер групп кругового турнира (пусто: как в формате)
club-event-control = Контроль времени
club-event-control-default = Как принято в формате
club-event-open-label = Открыто для участников сайта, не состоящих в клубе (кроме SLQ и чемпионата)
club-event-announcement = Объявление
club-event-announcement-hint = День и место, регистрация и время туров, взнос, призы, контакты, правила обсчёта рейтинга
club-event-reseed = Этот SLQ заново формирует лестницу этого сезона
club-event-create-submit = Создать соревнование
club-event-status-entries = приём заявок
club-event-status-running = идёт
club-event-status-finished = завершено
club-event-open = открытое
club-event-rounds = тур { $paired } из { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
    [many] { $rounds } туров
   *[other] { $rounds } тура
}
club-event-print = Печать
club-event-export-csv = Таблица (CSV)
club-event-export-trf = Отчёт TRF
club-event-entries = Участники ({ $count })
club-event-guest = гость
club-event-withdrawn = выбыл
club-event-enter = Участвовать
club-event-enter-someone = Заявить игрока (имя пользователя)
club-event-withdraw = Выйти
club-event-withdraw-someone = Снять игрока (имя пользователя)
club-event-withdraw-question = Снятый игрок больше не попадает в жеребьёвку, а его несыгранная партия засчитывается как техническое поражение. Подтвердить снятие?
club-event-start-round = Начать тур { $round }
club-event-start-question = Провести жеребьёвку тура сейчас? Начинайте, когда игроки уже сидят за досками: жеребьёвку тура нельзя отменить.
club-event-round = Тур { $round }
club-event-pairings-print = Пары для печати
club-event-board = Доска
club-event-white = Белые
club-event-black = Чёрные
club-event-result = Результат
club-event-bye = пропуск тура (½)
club-event-rest = отдыхает
club-event-forfeit = техническое поражение
club-event-report = Внести
club-event-section = Группа { $section }
club-event-standings = Турнирная таблица
club-event-player = Игрок
club-event-points = Очки
club-event-aos = AOS
club-event-aos-title = Средний результат соперников, первый дополнительный показатель
club-event-rating = Рейтинг
club-event-crosstable-hint = W3w: победа над участником № 3 белыми; D — ничья, L — поражение; +3 и -3 — технические результаты; H — пропуск тура с пол-очком; R — отдых; … — результат ещё не поступил.
club-event-ratings = Клубный рейтинг после каждого тура
club-event-after-round = После тура { $round }
club-event-back = Назад к соревнованию
club-pairings-title = { $event }: тур { $round }
club-format-slq = Швейцарский отбор на лестницу (SLQ, 6 туров)
club-format-quad = Четвёрка (группы по 4, G/10)
club-format-octo = Восьмёрка (группы по 8, 3 тура, G/30)
club-format-swiss = Швейцарская система (5 туров)
club-format-rr = Круговой турнир (группы по 6)
club-format-championship = Ежегодный чемпионат (швейцарская система, 5 туров)
club-format-championship-rr = Ежегодный чемпионат (круговой турнир)
club-event-done-created = Соревнование создано: участники уже могут заявляться.
club-event-done-entered = Заявка принята.
club-event-done-withdrawn = Участие отменено.
club-event-done-round = Жеребьёвка тура проведена: пары ниже, их можно распечатать.
club-event-done-result = Результат внесён.
club-event-done-corrected = Результат исправлен; рейтинги и лестница пересчитаны начиная с этой партии.
club-event-done-confirmed = Вы подтвердили результат.
club-event-done-disputed = Вы оспорили результат: директорам отправлено уведомление, и он отмечен как оспоренный, пока один из них не подтвердит или не исправит его.
club-format-name = { $kind ->
    [slq] Швейцарский отбор на лестницу, { $count ->
        [one] { $count } тур
        [few] { $count } тура
        [many] { $count } туров
       *[other] { $count } тура
    }
    [quad] Четвёрка
    [octo] Восьмёрка
    [swiss] Швейцарская система, { $count ->
        [one] { $count } тур
        [few] { $count } тура
        [many] { $count } туров
       *[other] { $count } тура
    }
    [rr] Круговой турнир, группы по { $count }
    [championship] Ежегодный чемпионат, швейцарская система, { $count ->
        [one] { $count } тур
        [few] { $count } тура
        [many] { $count } туров
       *[other] { $count } тура
    }
   *[championship-rr] Ежегодный чемпионат, круговой турнир
}
club-event-waiting = { $count ->
    [one] Ожидается ещё { $count } результат этого тура; жеребьёвка следующего тура пройдёт, когда он поступит.
    [few] Ожидаются ещё { $count } результата этого тура; жеребьёвка следующего тура пройдёт, когда они поступят.
    [many] Ожидается ещё { $count } результатов этого тура; жеребьёвка следующего тура пройдёт, когда они поступят.
   *[other] Ожидаются ещё { $count } результата этого тура; жеребьёвка следующего тура пройдёт, когда они поступят.
}
club-error-empty-season = В этом сезоне ещё нет партий: закрывать нечего
club-awards-earlier = Предыдущий сезон
club-awards-later = Следующий сезон
club-season-close = Закрыть сезон
club-season-close-explained = На последней встрече года: награды выше становятся итогами сезона, и сразу начинается следующий сезон. Сыгранные партии и отыгранные места снова считаются с нуля; лестница и клубный рейтинг переходят в новый сезон.
club-season-close-question = Закрыть этот сезон и начать следующий? Это нельзя отменить.
club-season-closed = Сезон закрыт: это его итоговый отчёт. Начался следующий сезон.
club-event-on-server-label = Игра на сервере с часами G/N (а не за доской)
club-event-on-server = на сервере
club-event-game = Партия
club-error-played-on-server = Эта партия играется на сервере: её результат берётся из самой партии
email-club-result-subject = { $white } сообщил(а) результат вашей партии: { $result }
email-club-result-body = { $white } (белые) сообщил(а) результат вашей партии в { $place }, сыгранной { $day }: { $white } – { $black } { $result }. Он засчитан сразу. Если он верен, подтвердите его; если нет, оспорьте, и директор примет решение.
email-club-result-open = Открыть результаты
email-club-dispute-subject = { $black } оспаривает результат в { $place }
email-club-dispute-body = { $black } (чёрные) оспаривает результат, о котором сообщил(а) { $white }, их партии, сыгранной { $day }: { $white } – { $black } { $result }. Он отмечен как оспоренный, пока директор не подтвердит или не исправит его (исправление пересчитывает все последующие изменения).
