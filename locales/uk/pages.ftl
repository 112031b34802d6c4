# Ігрові сторінки: виклики, лобі, мої партії, сторінка партії.

nav-lobby = Лобі
nav-challenges = Виклики
nav-games = Мої партії

notice-challenge-sent = Ваш виклик надіслано.
notice-club-challenge-sent = Ваш виклик по драбині надіслано: він показаний нижче, доки на нього не відповідять (виклик на живу партію спливає через 10 хвилин).
notice-challenge-declined = Виклик відхилено.
notice-challenge-canceled = Виклик відкликано.
notice-open-game-created = Ваша заявка з'явилася в лобі.
notice-email-options-saved = Налаштування сповіщень збережено.
notice-blocks-saved = Список заблокованих гравців збережено.

duration-days-hours = { $days ->
    [one] { $days } день
    [few] { $days } дні
    [many] { $days } днів
   *[other] { $days } дня
} { $hours ->
    [one] { $hours } година
    [few] { $hours } години
    [many] { $hours } годин
   *[other] { $hours } години
}
duration-hours-minutes = { $hours ->
    [one] { $hours } година
    [few] { $hours } години
    [many] { $hours } годин
   *[other] { $hours } години
} { $minutes ->
    [one] { $minutes } хвилина
    [few] { $minutes } хвилини
    [many] { $minutes } хвилин
   *[other] { $minutes } хвилини
}
duration-minutes = { $minutes ->
    [one] { $minutes } хвилина
    [few] { $minutes } хвилини
    [many] { $minutes } хвилин
   *[other] { $minutes } хвилини
}
duration-seconds = { $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунди
    [many] { $seconds } секунд
   *[other] { $seconds } секунди
}

play-time-control = Контроль часу
play-your-color = Ваш колір
play-color-random = Випадковий
play-color-white = Білі
play-color-black = Чорні
play-bad-time-control = Виберіть один із запропонованих контролів часу.
play-bad-color = Виберіть білі, чорні або випадковий колір.
play-no-such-player = Гравця з іменем { $username } немає.
play-no-such-challenge = Цей виклик уже неактуальний.
play-out-of-time = Ваш час вичерпався до того, як надійшов хід: партію завершено.

challenges-title = Виклики
challenges-incoming = Виклики вам
challenges-outgoing = Ваші виклики
challenges-none = Зараз немає.
challenges-accept = Прийняти
challenges-decline = Відхилити
challenges-reason = Причина
challenges-cancel = Відкликати
challenges-new = Викликати гравця
challenges-rated = Рейтингова партія
challenges-message = Повідомлення (необов'язково)
challenges-send = Надіслати виклик

lobby-title = Лобі
lobby-open-games = Заявки на заочні партії
lobby-live-games = Заявки на партії в реальному часі
lobby-none = Зараз немає жодної заявки. Створіть свою нижче!
lobby-player = Гравець
lobby-kind = Партія
lobby-join = Грати
lobby-withdraw = Відкликати
lobby-create = Створити заявку, яку може прийняти будь-хто
lobby-create-submit = Створити заявку

games-title = Мої партії
games-in-progress = Поточні
games-finished = Завершені
games-none = Партій ще немає.
games-find = Знайдіть суперника в лобі.
games-against = проти { $opponent }
games-your-move = ваш хід
games-their-move = хід суперника
games-you-play-white = ви граєте білими
games-you-play-black = ви граєте чорними
games-you-won = Ви виграли
games-you-lost = Ви програли
games-drawn = Нічия
games-no-result = Без результату

game-title = { $white } – { $black }
game-board = Дошка
game-moves = Ходи
game-skip-to-move = Перейти до поля ходу
game-no-moves = Ходів ще немає.
game-download-pgn = Завантажити партію (PGN)
game-to-move = Хід гравця { $username }
game-time-left = Залишилося { $left }, до { $deadline }
game-your-move = Ваш хід
game-play = Зробити хід
game-move-offer-draw = Запропонувати нічию разом із цим ходом
game-wait = Очікуємо на хід суперника.
game-draw-offer = Запропонувати нічию
game-draw-offered = Суперник пропонує нічию.
game-draw-accept = Прийняти нічию
game-draw-decline = Відхилити нічию
game-draw-offer-standing = Ви запропонували нічию.
game-claim-draw = Вимагати нічию
game-abort = Скасувати партію
game-resign = Здатися
game-deletion-ask = Попросити видалити партію
game-deletion-asked = Суперник просить видалити цю партію.
game-deletion-accept = Видалити партію
game-deletion-decline = Залишити партію
game-chat = Чат
game-spectator-chat = Чат глядачів
game-chat-send = Надіслати
game-note = Приватні нотатки
game-note-private = Ваші нотатки бачите лише ви.
game-note-save = Зберегти нотатки
game-conditional = Умовні ходи
game-conditional-help = Один варіант на рядок: спершу наступний хід суперника, потім ваша відповідь і так далі (наприклад, «e5 Nf3 Nc6 Bb5»). Ніхто інший їх не бачить.
game-conditional-save = Зберегти варіанти

settings-more = Листи та заблоковані гравці
email-options-title = Налаштування листів
email-options-your-turn = Коли настав ваш хід
email-options-every-move = лист після кожного ходу
email-options-daily-digest = один лист на день з усіма партіями, де ваш хід
email-options-off = без листів
email-options-also = Також надсилати мені листи
email-options-challenges = про виклики мені та відповіді на мої виклики
email-options-draw-offers = про пропозиції нічиї
email-options-game-over = коли партія завершується
email-options-reminders = коли в мене закінчується час на хід
email-options-account-emails = Листи щодо вашого облікового запису (підтвердження адреси, скидання пароля) надсилаються завжди.
email-options-save = Зберегти
blocks-title = Заблоковані гравці
blocks-help = Заблоковані гравці не можуть викликати вас або приєднуватися до ваших заявок.
blocks-none = Ви нікого не заблокували.
blocks-block = Заблокувати
blocks-unblock = Розблокувати
game-rematch = Реванш
board-flip = Перевернути дошку
board-confirm-moves = Підтверджувати ходи
board-confirm-question = Зробити цей хід?
board-confirm-yes = Зробити хід
board-confirm-no = Скасувати
board-promote-to = Перетворити на:
board-queen = Ферзь
board-rook = Тура
board-bishop = Слон
board-knight = Кінь
board-reconnecting = З'єднання втрачено: перепідключення…
board-socket-not-player = Ходити в цій партії можуть лише її гравці.
board-white = Білі
board-black = Чорні
accessible-king = король
accessible-queen = ферзь
accessible-rook = тура
accessible-bishop = слон
accessible-knight = кінь
accessible-pawn = пішак
accessible-takes = б'є
accessible-promotes = перетворення: { $piece }
accessible-check = шах
accessible-checkmate = мат
accessible-castles-short = коротка рокіровка
accessible-castles-long = довга рокіровка
accessible-square-empty = { $square }: порожньо
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = Ходів ще не було.
accessible-moved = { $player }: { $move }
accessible-shown = Показано: { $move }
accessible-shown-start = Показано: початкова позиція
accessible-clock = { $player }: { $time }
accessible-box = Хід або команда
accessible-help = Введіть хід (e4, Nf3, O-O) або команду: p б або p ч, фігури білих або чорних; s e4, що стоїть на полі; t, годинники; l, останній хід; h, ця довідка.
accessible-announcements = Оголошення

unsubscribe-title = Налаштування листів
unsubscribe-question = Більше не надсилати листи про { $kind }?
unsubscribe-submit = Не надсилати ці листи
unsubscribe-done = Ви більше не отримуватимете листів про { $kind }. Їх можна знову ввімкнути в налаштуваннях листів.
unsubscribe-kind-your-turn = ваш хід
unsubscribe-kind-challenges = виклики
unsubscribe-kind-draw-offers = пропозиції нічиї
unsubscribe-kind-game-over = завершені партії
unsubscribe-kind-reminders = закінчення часу на хід
unsubscribe-kind-vacation-ending = завершення ваших відпусток
unsubscribe-kind-tournament-rounds = початок турів ваших турнірів
unsubscribe-kind-weekly-summary = щотижневий підсумок

# Годинник нової партії (форми виклику та заявки).
clock-kind-correspondence = Заочна (дні)
clock-kind-live = У реальному часі (хвилини)
clock-days = Дні
clock-fischer = Дні за Фішером: запас часу і дні, що додаються після кожного ходу
clock-live-ranges = Стандартний: від 30 до 120 хвилин кожному, від 1 до 10 хвилин на хід, без додаткового часу. Швидкий: від 5 до 30 хвилин кожному, від 1 до 5 хвилин на хід, без додаткового часу або від 3 до 60 секунд за хід.
clock-mode = Режим
clock-mode-standard = Стандартний
clock-mode-fast = Швидкий
clock-round-minutes = Загальний час (хвилин кожному)
clock-move-minutes = Час на хід (щонайбільше хвилин на один хід)
clock-extra-seconds = Додатковий час за хід (секунд; 0 — без нього)
clock-takebacks = Повернень ходу кожному
clock-bad-number = Вкажіть параметри партії в реальному часі цілими числами.
clock-bad-round = Загальний час { $minutes } хв недоступний: у режимі «{ $mode }» загальний час становить від { $min } до { $max } хв.
clock-bad-move = Час на хід { $minutes } хв недоступний: у режимі «{ $mode }» час на хід становить від { $min } до { $max } хв.
clock-bad-extra = Додатковий час { $seconds } с недоступний: у режимі «{ $mode }» його немає або він становить від { $min } до { $max } с.
clock-no-extra = У режимі «{ $mode }» немає додаткового часу: залиште 0.
clock-bad-takebacks = Кількість повернень ходу { $count } недоступна: виберіть від 0 до { $max }.

# Партії в реальному часі (live-games.md): годинники, повернення ходів, прохання вийти, завершення.
board-sound-on = Звуки: увімк.
board-sound-off = Звуки: вимк.
game-clock = Годинник гравця { $username }
game-move-time = Залишок часу на хід
game-extra-time = +{ $seconds } с
game-extra-time-title = Додатковий час за хід: { $seconds } с
game-draw-offer-left = Запропонувати нічию (залишилося: { $left })
game-resign-confirm = Здатися в цій партії? Ви її програєте, і цю дію не можна скасувати.
game-resign-confirm-yes = Так, здатися
game-live-after-twenty-plies = Здатися або запропонувати нічию можна після 10 ходів кожного гравця.
game-takeback = Повернути свій хід (залишилося: { $left })
game-takeback-offer = Попросити повернути свій хід
game-takeback-offered = Суперник просить дозволу повернути свій останній хід.
game-takeback-accept = Дозволити повернення ходу
game-takeback-decline = Відмовити в поверненні ходу
game-takeback-offer-standing = Ви попросили дозволу повернути свій хід.
game-quit-ask = Попросити вийти з партії
game-quit-confirm = Попросити суперника відпустити вас із партії? Якщо він погодиться, партія завершиться без результату; якщо відмовить або не відповість протягом часу на хід, ви програєте.
game-quit-confirm-yes = Так, попросити
game-quit-asked = Суперник просить дозволу вийти з партії. Якщо ви погодитеся, партія завершиться без результату; якщо відмовите, він програє.
game-status-quit-asked = Суперник просить дозволу вийти з партії: дайте відповідь під дошкою.
game-quit-agree = Погодитися: без результату
game-quit-decline = Відмовити: суперник програє
game-quit-standing = Ви попросили дозволу вийти з партії. Якщо суперник відмовить або не відповість протягом часу на хід, ви програєте.
game-your-turn = Ваш хід
open-challenge-title = Відкритий виклик
open-challenge-help = Кожен колір дістається учасникові, який першим його вибере; партія починається, щойно обидва кольори зайнято.
open-challenge-kept = зарезервовано для { $name }
open-challenge-free = вільно
open-challenge-take-white = Грати білими
open-challenge-take-black = Грати чорними
open-challenge-log-in = Увійдіть, щоб грати
game-tournament-round = тур { $round }
game-abort-confirm = Скасувати цю партію? Вона завершиться без результату, і продовжити її буде неможливо.
game-abort-confirm-yes = Так, скасувати
game-deletion-ask-confirm = Попросити суперника видалити цю партію? Якщо він погодиться, вона завершиться без впливу на рейтинг і бачити її зможете лише ви вдвох.
game-deletion-ask-confirm-yes = Так, попросити
game-deletion-accept-confirm = Видалити цю партію? Вона завершиться без впливу на рейтинг і бачити її зможете лише ви вдвох; цю дію не можна скасувати.
game-deletion-accept-confirm-yes = Так, видалити
game-replay = Ходи партії
game-replay-first = Початкова позиція
game-replay-previous = Попередній хід
game-replay-next = Наступний хід
game-replay-last = Останній хід
game-on-vacation = у відпустці
game-material = Матеріальна перевага
game-copy-pgn = Копіювати PGN
game-copy-fen = Копіювати FEN
game-copied = Скопійовано
game-analysis-after = Дошки для аналізу та рушії — лише після партії: допомога комп'ютера під час гри заборонена.
game-analyse = Проаналізувати партію рушієм
game-saved = Збережено.
notice-note-saved = Ваші нотатки збережено.
notice-conditional-saved = Ваші умовні ходи збережено.
game-over = Партію завершено
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: без рейтингу → { $after } (перший рейтинг)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = рейтинги відрізняються на 400 пунктів або більше: без змін
game-rating-protection = усталений рейтинг не знижується в партії з гравцем без рейтингу або з попереднім рейтингом
game-not-rated = Рейтинги не змінюються: партія без результату не враховується.
