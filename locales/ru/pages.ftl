# Игровые страницы: вызовы, лобби, мои партии, страница партии.

nav-lobby = Лобби
nav-challenges = Вызовы
nav-games = Мои партии

notice-challenge-sent = Ваш вызов отправлен.
notice-club-challenge-sent = Ваш вызов по лестнице отправлен: он показан ниже, пока на него не ответят (вызов на живую партию истекает через 10 минут).
notice-challenge-declined = Вызов отклонён.
notice-challenge-canceled = Вызов отозван.
notice-open-game-created = Ваша открытая партия появилась в лобби.
notice-email-options-saved = Настройки уведомлений сохранены.
notice-blocks-saved = Список заблокированных игроков сохранён.

duration-days-hours = { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
} { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
    [many] { $hours } часов
   *[other] { $hours } часа
}
duration-hours-minutes = { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
    [many] { $hours } часов
   *[other] { $hours } часа
} { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
}
duration-minutes = { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
}
duration-seconds = { $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
}

play-time-control = Контроль времени
play-your-color = Ваш цвет
play-color-random = Случайный
play-color-white = Белые
play-color-black = Чёрные
play-bad-time-control = Выберите один из предложенных контролей времени.
play-bad-color = Выберите белые, чёрные или случайный цвет.
play-no-such-player = Игрока с именем { $username } нет.
play-no-such-challenge = Этот вызов больше не действует.
play-out-of-time = Ваше время истекло раньше, чем пришёл ход: партия окончена.

challenges-title = Вызовы
challenges-incoming = Вызовы вам
challenges-outgoing = Ваши вызовы
challenges-none = Сейчас вызовов нет.
challenges-accept = Принять
challenges-decline = Отклонить
challenges-reason = Причина
challenges-cancel = Отозвать
challenges-new = Вызвать игрока
challenges-rated = Рейтинговая партия
challenges-message = Сообщение (необязательно)
challenges-send = Отправить вызов

lobby-title = Лобби
lobby-open-games = Открытые партии по переписке
lobby-live-games = Открытые партии в реальном времени
lobby-none = Сейчас открытых партий нет. Создайте свою ниже!
lobby-player = Игрок
lobby-kind = Партия
lobby-join = Играть
lobby-withdraw = Отозвать
lobby-create = Создать партию, к которой может присоединиться любой
lobby-create-submit = Создать партию

games-title = Мои партии
games-in-progress = Текущие
games-finished = Завершённые
games-none = Партий пока нет.
games-find = Найдите соперника в лобби.
games-against = против { $opponent }
games-your-move = ваш ход
games-their-move = ход соперника
games-you-play-white = вы играете белыми
games-you-play-black = вы играете чёрными
games-you-won = Вы выиграли
games-you-lost = Вы проиграли
games-drawn = Ничья
games-no-result = Без результата

game-title = { $white } – { $black }
game-board = Доска
game-moves = Ходы
game-skip-to-move = Перейти к полю хода
game-no-moves = Ходов пока нет.
game-download-pgn = Скачать партию (PGN)
game-to-move = Ходит { $username }
game-time-left = Осталось { $left }, до { $deadline }
game-your-move = Ваш ход
game-play = Сделать ход
game-move-offer-draw = Предложить ничью вместе с этим ходом
game-wait = Ожидание хода соперника.
game-draw-offer = Предложить ничью
game-draw-offered = Соперник предлагает ничью.
game-draw-accept = Принять ничью
game-draw-decline = Отклонить ничью
game-draw-offer-standing = Вы предложили ничью.
game-claim-draw = Потребовать ничью
game-abort = Отменить партию
game-resign = Сдаться
game-deletion-ask = Попросить удалить партию
game-deletion-asked = Соперник просит удалить эту партию.
game-deletion-accept = Удалить партию
game-deletion-decline = Оставить партию
game-chat = Чат
game-spectator-chat = Чат зрителей
game-chat-send = Отправить
game-note = Личные заметки
game-note-private = Ваши заметки можете читать только вы.
game-note-save = Сохранить заметки
game-conditional = Условные ходы
game-conditional-help = По одному варианту в строке: сначала следующий ход соперника, затем ваш ответ и так далее (например, «e5 Nf3 Nc6 Bb5»). Никто, кроме вас, их не видит.
game-conditional-save = Сохранить варианты

settings-more = Письма и заблокированные игроки
email-options-title = Настройки писем
email-options-your-turn = Когда ваш ход
email-options-every-move = письмо при каждом ходе
email-options-daily-digest = одно письмо в день со всеми партиями, где ваш ход
email-options-off = без писем
email-options-also = Также присылать мне письма
email-options-challenges = о вызовах мне и ответах на мои вызовы
email-options-draw-offers = о предложениях ничьей
email-options-game-over = когда партия завершается
email-options-reminders = когда истекает моё время на ход
email-options-account-emails = Письма о вашем аккаунте (подтверждение адреса, сброс пароля) отправляются всегда.
email-options-save = Сохранить
blocks-title = Заблокированные игроки
blocks-help = Заблокированные игроки не могут вызывать вас и присоединяться к вашим открытым партиям.
blocks-none = Вы никого не заблокировали.
blocks-block = Заблокировать
blocks-unblock = Разблокировать
game-rematch = Реванш
board-flip = Перевернуть доску
board-confirm-moves = Подтверждать ходы
board-confirm-question = Сделать этот ход?
board-confirm-yes = Сделать
board-confirm-no = Отменить
board-promote-to = Превратить в:
board-queen = Ферзь
board-rook = Ладья
board-bishop = Слон
board-knight = Конь
board-reconnecting = Соединение потеряно: переподключение…
board-socket-not-player = Ходить в этой партии могут только её игроки.
board-white = Белые
board-black = Чёрные
accessible-king = король
accessible-queen = ферзь
accessible-rook = ладья
accessible-bishop = слон
accessible-knight = конь
accessible-pawn = пешка
accessible-takes = берёт
accessible-promotes = превращение: { $piece }
accessible-check = шах
accessible-checkmate = мат
accessible-castles-short = короткая рокировка
accessible-castles-long = длинная рокировка
accessible-square-empty = { $square }: пусто
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = Ходов ещё не было.
accessible-moved = { $player }: { $move }
accessible-shown = Показано: { $move }
accessible-shown-start = Показано: начальная позиция
accessible-clock = { $player }: { $time }
accessible-box = Ход или команда
accessible-help = Введите ход (e4, Nf3, O-O) или команду: p б или p ч, фигуры белых или чёрных; s e4, что стоит на поле; t, часы; l, последний ход; h, эта справка.
accessible-announcements = Объявления

unsubscribe-title = Настройки писем
unsubscribe-question = Отключить письма на тему «{ $kind }»?
unsubscribe-submit = Отключить эти письма
unsubscribe-done = Вы больше не будете получать письма на тему «{ $kind }». Снова включить их можно в настройках писем.
unsubscribe-kind-your-turn = ваш ход
unsubscribe-kind-challenges = вызовы
unsubscribe-kind-draw-offers = предложения ничьей
unsubscribe-kind-game-over = завершённые партии
unsubscribe-kind-reminders = истекающее время
unsubscribe-kind-vacation-ending = окончание ваших отпусков
unsubscribe-kind-tournament-rounds = начало туров ваших турниров
unsubscribe-kind-weekly-summary = еженедельная сводка

# Часы новой партии (формы вызова и открытой партии).
clock-kind-correspondence = По переписке (дни)
clock-kind-live = В реальном времени (минуты)
clock-days = Дни
clock-fischer = Дни по Фишеру: запас времени и дни, добавляемые после каждого хода
clock-live-ranges = Стандартный: от 30 до 120 минут каждому, от 1 до 10 минут на ход, без добавления. Быстрый: от 5 до 30 минут каждому, от 1 до 5 минут на ход, без добавления или с добавлением от 3 до 60 секунд за ход.
clock-mode = Режим
clock-mode-standard = Стандартный
clock-mode-fast = Быстрый
clock-round-minutes = Время на партию (минут каждому)
clock-move-minutes = Время на ход (не более минут на один ход)
clock-extra-seconds = Добавление за ход (секунды; 0 — без добавления)
clock-takebacks = Возвратов хода каждому
clock-bad-number = Укажите параметры партии в реальном времени целыми числами.
clock-bad-round = Нельзя выбрать { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
} на партию: в режиме «{ $mode }» время на партию — от { $min } до { $max ->
    [one] { $max } минуты
    [few] { $max } минут
    [many] { $max } минут
   *[other] { $max } минуты
}.
clock-bad-move = Нельзя выбрать { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
} на ход: в режиме «{ $mode }» время на ход — от { $min } до { $max ->
    [one] { $max } минуты
    [few] { $max } минут
    [many] { $max } минут
   *[other] { $max } минуты
}.
clock-bad-extra = Нельзя добавлять { $seconds ->
    [one] { $seconds } секунду
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
} за ход: в режиме «{ $mode }» добавления нет либо оно составляет от { $min } до { $max ->
    [one] { $max } секунды
    [few] { $max } секунд
    [many] { $max } секунд
   *[other] { $max } секунды
}.
clock-no-extra = В режиме «{ $mode }» добавления времени нет: оставьте 0.
clock-bad-takebacks = Нельзя выбрать { $count ->
    [one] { $count } возврат хода
    [few] { $count } возврата хода
    [many] { $count } возвратов хода
   *[other] { $count } возврата хода
}: выберите от 0 до { $max }.

# Партии в реальном времени (live-games.md): часы, возврат ходов, просьбы о выходе из партии, окончание.
board-sound-on = Звук: вкл.
board-sound-off = Звук: выкл.
game-clock = Часы игрока { $username }
game-move-time = Осталось времени на ход
game-extra-time = +{ $seconds } с
game-extra-time-title = Добавление за ход: { $seconds } с
game-draw-offer-left = Предложить ничью (осталось: { $left })
game-resign-confirm = Сдать эту партию? Вы её проиграете, и это нельзя отменить.
game-resign-confirm-yes = Да, сдаться
game-live-after-twenty-plies = Сдаться и предложить ничью можно после 10 ходов каждого игрока.
game-takeback = Вернуть ход (осталось: { $left })
game-takeback-offer = Попросить вернуть ход
game-takeback-offered = Соперник просит вернуть его последний ход.
game-takeback-accept = Разрешить возврат хода
game-takeback-decline = Отказать в возврате хода
game-takeback-offer-standing = Вы попросили вернуть ход.
game-quit-ask = Попросить о выходе из партии
game-quit-confirm = Попросить соперника отпустить вас из партии? Если он согласится, партия закончится без результата; если откажет или не ответит за время на ход, вы проиграете.
game-quit-confirm-yes = Да, попросить о выходе
game-quit-asked = Соперник просит отпустить его из партии. Если вы согласитесь, партия закончится без результата; если откажете, он проиграет.
game-status-quit-asked = Соперник просит отпустить его из партии: ответьте под доской.
game-quit-agree = Согласиться: без результата
game-quit-decline = Отказать: соперник проигрывает
game-quit-standing = Вы попросили о выходе из партии. Если соперник откажет или не ответит за время на ход, вы проиграете.
game-your-turn = Ваш ход
open-challenge-title = Открытый вызов
open-challenge-help = Каждой стороной играет тот участник, кто первым её займёт; партия начинается, когда заняты обе стороны.
open-challenge-kept = оставлена для { $name }
open-challenge-free = свободна
open-challenge-take-white = Играть белыми
open-challenge-take-black = Играть чёрными
open-challenge-log-in = Войдите, чтобы играть
game-tournament-round = тур { $round }
game-abort-confirm = Отменить эту партию? Она закончится без результата, и продолжить её будет нельзя.
game-abort-confirm-yes = Да, отменить
game-deletion-ask-confirm = Попросить соперника удалить эту партию? Если он согласится, она закончится без учёта в рейтинге, и видеть её сможете только вы двое.
game-deletion-ask-confirm-yes = Да, попросить
game-deletion-accept-confirm = Удалить эту партию? Она закончится без учёта в рейтинге, и видеть её сможете только вы двое; это нельзя отменить.
game-deletion-accept-confirm-yes = Да, удалить
game-replay = Ходы партии
game-replay-first = Начальная позиция
game-replay-previous = Предыдущий ход
game-replay-next = Следующий ход
game-replay-last = Последний ход
game-on-vacation = в отпуске
game-material = Материальный перевес
game-copy-pgn = Скопировать PGN
game-copy-fen = Скопировать FEN
game-copied = Скопировано
game-analysis-after = Доски для анализа и движки — только после партии: помощь компьютера во время игры запрещена.
game-analyse = Анализировать партию движком
game-saved = Сохранено.
notice-note-saved = Заметки сохранены.
notice-conditional-saved = Условные ходы сохранены.
game-over = Партия окончена
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: без рейтинга → { $after } (первый рейтинг)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = рейтинги отличаются на 400 пунктов или больше: без изменений
game-rating-protection = установившийся рейтинг не снижается в партии с игроком без рейтинга или с предварительным рейтингом
game-not-rated = Рейтинги не меняются: партия без результата не учитывается.
