# Самоцвіти (live-games.md «Gems»): баланс, історія, що принесла партія.

nav-gems = { $gems ->
    [one] { $gems } самоцвіт
    [few] { $gems } самоцвіти
    [many] { $gems } самоцвітів
   *[other] { $gems } самоцвіту
}
gems-title = Мої самоцвіти
gems-balance = У вас { $gems ->
    [one] { $gems } самоцвіт
    [few] { $gems } самоцвіти
    [many] { $gems } самоцвітів
   *[other] { $gems } самоцвіту
}.
gems-explained = В окремих партіях у реальному часі (поза турнірами й клубами) самоцвіти переходять між гравцями: за перемогу ви отримуєте { $standard }, за поразку втрачаєте { $standard }, нічия переміщує від 1 до 10 самоцвітів від гравця, у якого їх більше, до іншого, а вихід із партії без згоди суперника коштує { $quit }.
gems-none = Змін ще немає.
gems-when = Коли
gems-game = Партія
gems-opponent = Суперник
gems-reason = Причина
gems-amount = Самоцвіти
gems-balance-after = Баланс
gems-older = Давніші зміни
gems-reason-start = Початкові самоцвіти
gems-reason-win = Перемога
gems-reason-loss = Поразка
gems-reason-draw = Нічия
gems-reason-quit = Ви вийшли з партії
gems-reason-opponent_quit = Суперник вийшов з партії
gems-reason-correction = Виправлення
gems-profile = { $gems ->
    [one] { $gems } самоцвіт
    [few] { $gems } самоцвіти
    [many] { $gems } самоцвітів
   *[other] { $gems } самоцвіту
}
game-over-gems = Самоцвіти: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems ->
    [one] { $gems } самоцвіт
    [few] { $gems } самоцвіти
    [many] { $gems } самоцвітів
   *[other] { $gems } самоцвіту
}
challenge-club-rating = клубний рейтинг { $rating }
challenge-club-rating-title = Клубний рейтинг, який змінює партія; рейтинги сайту й самоцвіти не змінюються.
challenge-club-ladder = партія клубної драбини
