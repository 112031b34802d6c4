# Профілі, таблиця лідерів, пошук суперників, особисті дані.

nav-leaderboard = Таблиця лідерів
nav-players = Пошук гравців
pager-previous = Попередня сторінка
pager-next = Наступна сторінка

rating-unrated = Без рейтингу
rating-provisional = Попередній рейтинг: { $rating } ({ $games ->
    [one] { $games } партія
    [few] { $games } партії
    [many] { $games } партій
   *[other] { $games } партії
})

pool-name-correspondence = Заочні
pool-name-live = У реальному часі
pool-rating-correspondence = Рейтинг у заочних партіях
pool-rating-live = Рейтинг у партіях у реальному часі
pool-history-correspondence = Історія рейтингу в заочних партіях
pool-history-live = Історія рейтингу в партіях у реальному часі
profile-record = Перемог: { $win }, нічиїх: { $draw }, поразок: { $loss }; поточних партій: { $playing }
profile-no-result = { $count ->
    [one] { $count } партія без результату (скасована або без результату)
    [few] { $count } партії без результату (скасовані або без результату)
    [many] { $count } партій без результату (скасовані або без результату)
   *[other] { $count } партії без результату (скасовані або без результату)
}
profile-real-name = Ім'я
profile-country = Країна
profile-languages = Мови
profile-age = Вік
profile-bio = Про себе
profile-challenge = Викликати
profile-banned = Обліковий запис { $username } заблоковано на цьому сайті.
profile-edit = Редагувати особисті дані
profile-history = Історія рейтингу
profile-no-history = Рейтингових партій ще немає.
profile-chart-kept = Порожні точки: партії, після яких рейтинг за правилом не змінився (рейтинги відрізняються на 400 пунктів або більше чи усталений рейтинг у партії з гравцем без рейтингу або з попереднім рейтингом).
profile-chart-label = Рейтинг за { $games ->
    [one] { $games } рейтингову партію
    [few] { $games } рейтингові партії
    [many] { $games } рейтингових партій
   *[other] { $games } рейтингової партії
}: від { $first } до { $last }
profile-recent = Останні партії
profile-tournaments = Результати в турнірах
profile-no-tournaments = Завершених турнірів ще немає.
profile-tournament-won = Переможець
profile-place-swiss = { $rank } місце з { $of }, { $points ->
    [one] { $points } очко
    [few] { $points } очки
    [many] { $points } очок
   *[other] { $points } очка
}
profile-place-group = { $rank } місце з { $of } у групі туру { $round }
profile-archive = Усі партії з фільтрами
archive-title = Партії гравця { $username }
archive-result = Результат
archive-color = Колір
archive-kind = Контроль часу
archive-vs = Суперник
archive-any = Будь-який
archive-won = Виграш
archive-lost = Поразка
archive-drawn = Нічия
archive-filter = Показати партії
archive-none = Жодна завершена партія не відповідає умовам.
archive-older = Давніші партії

leaderboard-title = Таблиця лідерів
leaderboard-pools = Категорії рейтингу
leaderboard-help = Гравці зі сталим рейтингом (25 рейтингових партій і більше) у цій категорії, від найвищого рейтингу.
leaderboard-empty = Ще ніхто не зіграв 25 рейтингових партій.
leaderboard-games = Рейтингові партії

finder-title = Пошук суперників
finder-username = Ім'я користувача починається з
finder-pool = Категорія рейтингу
finder-rating-min = Рейтинг від
finder-rating-max = Рейтинг до
finder-country = Країна (дві літери, наприклад UA)
finder-age-min = Вік від
finder-age-max = Вік до
finder-language = Розмовляє (код мови, наприклад uk)
finder-active-days = Активні протягом останніх … днів
finder-search = Шукати
finder-none = Нікого не знайдено. Спробуйте розширити межі.

personal-title = Особисті дані
personal-help = Усі поля тут необов'язкові. Вони допомагають учасникам знаходити суперників, з якими є щось спільне, і їх бачать лише учасники, що ввійшли на сайт.
personal-birth-year = Рік народження
personal-country-hint = Дві літери (ISO 3166), наприклад UA, GB, PL.
personal-languages-hint = Коди мов через кому, наприклад uk, en.
personal-save = Зберегти
personal-error-name = Ім'я має бути одним рядком завдовжки щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
}.
personal-error-birth-year = Рік народження — це рік від 1900 до { $latest }.
personal-error-country = Країна — це дві літери, наприклад UA.
personal-error-languages = Мови — це коди з двох або трьох літер через кому, наприклад uk, en.
personal-error-bio = Поле «Про себе» може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
} і жодних керівних символів.
personal-time-zone = Часовий пояс
personal-time-zone-hint = Крайні терміни, час початку й дати на сторінках і у ваших листах показуються в цьому часовому поясі. Його не бачить ніхто інший.
personal-time-zone-browser = Не вибрано: пояс вашого браузера, { $zone }
personal-error-time-zone = «{ $zone }» — не часовий пояс: виберіть пояс зі списку.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Дебют
profile-openings = Дебюти
profile-openings-white = Білими
profile-openings-black = Чорними
profile-no-openings = Поки немає завершених партій із відомим дебютом.
profile-openings-games = Партії
profile-openings-won = Виграно
profile-openings-drawn = Нічиї
profile-openings-lost = Програно
