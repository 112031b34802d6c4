# Профили, рейтинг-лист, поиск соперников, личные сведения.

nav-leaderboard = Рейтинг-лист
nav-players = Найти игроков
pager-previous = Предыдущая страница
pager-next = Следующая страница

rating-unrated = Без рейтинга
rating-provisional = Предварительный: { $rating } ({ $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
})

pool-name-correspondence = По переписке
pool-name-live = В реальном времени
pool-rating-correspondence = Рейтинг по переписке
pool-rating-live = Рейтинг в реальном времени
pool-history-correspondence = История рейтинга по переписке
pool-history-live = История рейтинга в реальном времени
profile-record = Побед: { $win }, ничьих: { $draw }, поражений: { $loss }; текущих партий: { $playing }
profile-no-result = { $count ->
    [one] { $count } партия без результата (отменена или без результата)
    [few] { $count } партии без результата (отменены или без результата)
    [many] { $count } партий без результата (отменены или без результата)
   *[other] { $count } партии без результата (отменены или без результата)
}
profile-real-name = Имя
profile-country = Страна
profile-languages = Языки
profile-age = Возраст
profile-bio = О себе
profile-challenge = Вызвать
profile-banned = Аккаунт { $username } заблокирован на этом сайте.
profile-edit = Изменить личные сведения
profile-history = История рейтинга
profile-no-history = Рейтинговых партий пока нет.
profile-chart-kept = Полые точки: партии, после которых рейтинг по правилу не изменился (рейтинги отличаются на 400 пунктов или больше либо установившийся рейтинг в партии с игроком без рейтинга или с предварительным рейтингом).
profile-chart-label = Рейтинг за { $games ->
    [one] { $games } рейтинговую партию
    [few] { $games } рейтинговые партии
    [many] { $games } рейтинговых партий
   *[other] { $games } рейтинговой партии
}: от { $first } до { $last }
profile-recent = Последние партии
profile-tournaments = Результаты в турнирах
profile-no-tournaments = Завершённых турниров пока нет.
profile-tournament-won = Победитель
profile-place-swiss = { $rank } из { $of }, { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}
profile-place-group = { $rank } из { $of } в группе тура { $round }
profile-archive = Все партии, с фильтрами
archive-title = Партии игрока { $username }
archive-result = Результат
archive-color = Цвет
archive-kind = Часы
archive-vs = Соперник
archive-any = Любой
archive-won = Победа
archive-lost = Поражение
archive-drawn = Ничья
archive-filter = Показать партии
archive-none = Подходящих завершённых партий нет.
archive-older = Более ранние партии

leaderboard-title = Рейтинг-лист
leaderboard-pools = Рейтинговые пулы
leaderboard-help = Игроки этого пула с устоявшимся рейтингом (25 рейтинговых партий и больше), по убыванию рейтинга.
leaderboard-empty = Пока никто не сыграл 25 рейтинговых партий.
leaderboard-games = Рейтинговые партии

finder-title = Поиск соперников
finder-username = Имя пользователя начинается с
finder-pool = Рейтинговый пул
finder-rating-min = Рейтинг от
finder-rating-max = Рейтинг до
finder-country = Страна (две буквы, например ES)
finder-age-min = Возраст от
finder-age-max = Возраст до
finder-language = Говорит на языке (код языка, например es)
finder-active-days = Активность за последние … дней
finder-search = Искать
finder-none = Никто не подходит. Попробуйте расширить условия.

personal-title = Личные сведения
personal-help = Все поля здесь необязательны. Они помогают участникам находить соперников с общими интересами и видны только участникам, вошедшим на сайт.
personal-birth-year = Год рождения
personal-country-hint = Две буквы (ISO 3166), например ES, GB, AR.
personal-languages-hint = Коды языков через запятую, например es, en.
personal-save = Сохранить
personal-error-name = Имя должно быть одной строкой длиной не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
personal-error-birth-year = Год рождения — это год от 1900 до { $latest }.
personal-error-country = Страна указывается двумя буквами, например ES.
personal-error-languages = Языки указываются кодами из двух или трёх букв через запятую, например es, en.
personal-error-bio = Поле «О себе» может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
} и не должно содержать управляющих символов.
personal-time-zone = Часовой пояс
personal-time-zone-hint = В этом часовом поясе на страницах и в ваших письмах указываются сроки, время начала и даты. Его не видит никто, кроме вас.
personal-time-zone-browser = Не выбран: пояс вашего браузера, { $zone }
personal-error-time-zone = «{ $zone }» — это не часовой пояс: выберите его из списка.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Дебют
profile-openings = Дебюты
profile-openings-white = Белыми
profile-openings-black = Чёрными
profile-no-openings = Пока нет завершённых партий с известным дебютом.
profile-openings-games = Партии
profile-openings-won = Выиграно
profile-openings-drawn = Ничьи
profile-openings-lost = Проиграно
