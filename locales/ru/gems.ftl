# Кристаллы (live-games.md «Gems»): баланс, история, что принесла партия.

nav-gems = { $gems ->
    [one] { $gems } кристалл
    [few] { $gems } кристалла
    [many] { $gems } кристаллов
   *[other] { $gems } кристалла
}
gems-title = Мои кристаллы
gems-balance = У вас { $gems ->
    [one] { $gems } кристалл
    [few] { $gems } кристалла
    [many] { $gems } кристаллов
   *[other] { $gems } кристалла
}.
gems-explained = В отдельных (не турнирных и не клубных) партиях в реальном времени переходят кристаллы: за победу вы получаете { $standard }, за поражение теряете { $standard }, при ничьей от 1 до 10 кристаллов переходят от игрока, у которого их больше, к другому, а выход из партии без согласия соперника стоит { $quit }.
gems-none = Изменений пока нет.
gems-when = Когда
gems-game = Партия
gems-opponent = Соперник
gems-reason = Причина
gems-amount = Кристаллы
gems-balance-after = Баланс
gems-older = Более ранние изменения
gems-reason-start = Начальные кристаллы
gems-reason-win = Победа
gems-reason-loss = Поражение
gems-reason-draw = Ничья
gems-reason-quit = Вы вышли из партии
gems-reason-opponent_quit = Соперник вышел из партии
gems-reason-correction = Исправление
gems-profile = { $gems ->
    [one] { $gems } кристалл
    [few] { $gems } кристалла
    [many] { $gems } кристаллов
   *[other] { $gems } кристалла
}
game-over-gems = Кристаллы: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems ->
    [one] { $gems } кристалл
    [few] { $gems } кристалла
    [many] { $gems } кристаллов
   *[other] { $gems } кристалла
}
challenge-club-rating = клубный рейтинг { $rating }
challenge-club-rating-title = Клубный рейтинг, который меняет партия; рейтинги сайта и самоцветы не меняются.
challenge-club-ladder = партия клубной лестницы
