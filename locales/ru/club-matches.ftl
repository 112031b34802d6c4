# Матчи между клубами (docs/clubs.md, «Matches between clubs»).
club-matches = Матчи
club-matches-title = Матчи клуба «{ $club }»
club-matches-list = Матчи с другими клубами
club-matches-none = Матчей пока нет.
club-matches-none-open = Нет ни идущих, ни предстоящих матчей.
club-matches-all = Все матчи и итоги против каждого клуба
club-matches-record = Итоги матчей
club-matches-record-none = Завершённых матчей пока нет.
club-matches-record-line = { $club }: выиграно { $won }, вничью { $drawn }, проиграно { $lost }
club-matches-opponent = Клуб
club-matches-won = Выиграно
club-matches-drawn = Вничью
club-matches-lost = Проиграно
club-matches-points = Очки: набрано – отдано
club-match-title = { $inviting } — { $invited }
club-match-kind = Вид
club-match-kind-correspondence = По переписке
club-match-kind-live = В реальном времени
club-match-kind-over_the_board = За доской
club-match-starts = начало: { $time }
club-match-status-invited = Приглашение ждёт ответа
club-match-status-declined = Приглашение отклонено
club-match-status-expired = На приглашение не ответили вовремя
club-match-status-registering = Регистрация открыта
club-match-status-in_progress = Идёт
club-match-status-finished = Завершён
club-match-status-cancelled = Отменён: слишком мало игроков
club-match-invite = Пригласить клуб на матч
club-match-invited-club = Номер приглашаемого клуба
club-match-invited-club-hint = Число в конце адреса клуба, например 12 для /clubs/12.
club-match-time-control = Контроль времени
club-match-time-control-hint = По переписке: дни на ход или на партию, например 3d/move или 30d/game (если пусто — 3d/move). В реальном времени: часы в той же записи, что и в вызовах, например fast 10m/2m+5s tb0. За доской: G/5, G/10, G/15 или G/30 (если пусто — G/30); такой матч никогда не бывает рейтинговым и не имеет ограничений по рейтингу.
club-match-min-boards = Минимум досок для начала (если пусто — 1)
club-match-max-boards = Максимум досок (если пусто — 100)
club-match-rated = Рейтинговый
club-match-rating-min = Минимальный рейтинг игрока (необязательно)
club-match-rating-max = Максимальный рейтинг игрока (необязательно)
club-match-starts-at = Начало (закрытие регистрации)
club-match-description = Описание
club-match-invite-submit = Отправить приглашение
club-match-done-invited = Приглашение отправлено: на него ответит руководитель другого клуба.
club-match-done-accepted = Приглашение принято: участники обоих клубов могут войти в составы до начала матча.
club-match-done-declined = Приглашение отклонено.
club-match-done-joined = Включено в состав.
club-match-done-left = Исключено из состава.
club-match-done-reported = Результат внесён: другой клуб его подтвердит.
club-match-done-confirmed = Результат подтверждён.
club-match-done-disputed = Результат оспорен: внесите результат, с которым вы согласны.
club-match-won-by = победа клуба «{ $club }»
club-match-drawn = ничья
club-match-playing = { $count ->
    [one] ещё идёт { $count } партия
    [few] ещё идут { $count } партии
    [many] ещё идёт { $count } партий
   *[other] ещё идёт { $count } партии
}
club-match-decline-reason = Указанная причина: { $reason }
club-match-yes = Да
club-match-no = Нет
club-match-boards = Доски
club-match-board-range = от { $min } до { $max }
club-match-limits = Ограничения по рейтингу
club-match-answer = Ответить на приглашение
club-match-accept = Принять
club-match-reason = Причина отказа (необязательно)
club-match-decline = Отклонить
club-match-rosters = Составы
club-match-on-board = доска { $board }
club-match-reserve = запасной
club-match-join = Войти в состав
club-match-leave = Выйти из состава
club-match-add-someone = Участник, которого нужно включить в состав
club-match-remove-someone = Участник, которого нужно исключить из состава
club-match-order-hint = При начале матча доски распределяются по рейтингу, от высшего к низшему; игроки каждой стороны сверх размера меньшего состава становятся запасными.
club-match-order-hint-ladder = При начале матча доски распределяются в порядке лестницы каждого клуба, участники вне лестницы — последними; игроки каждой стороны сверх размера меньшего состава становятся запасными.
club-match-games = Партии
club-match-game-line = { $white } – { $black }: { $state }
club-match-to-move-white = ход белых (ход { $move })
club-match-to-move-black = ход чёрных (ход { $move })
club-match-points-hint = Победа — 1 очко, ничья — ½: { $inviting } – { $invited }.
club-match-error-missing-club = Укажите клуб, который вы приглашаете: его номер.
club-match-error-no-club = Нет клуба { $name }, который можно пригласить.
club-match-error-not-found = У этого клуба нет такого матча.
club-match-error-same-club = Клуб не может играть матч сам с собой.
club-match-error-not-invited-club = На приглашение отвечает только руководитель приглашённого клуба.
club-match-error-kind = Матч играется по переписке, в реальном времени или за доской.
club-match-error-correspondence-control = Контроль времени матча по переписке — дни на ход или на партию, например 3d/move или 30d/game.
club-match-error-live-control = Контроль времени матча в реальном времени — часы для игры в реальном времени, например fast 10m/2m+5s tb0 (быстрый: от 5 до 30 минут каждому, от 1 до 5 минут на ход; стандартный: от 30 до 120 минут каждому, от 1 до 10 минут на ход).
club-match-error-boards-range = В матче от 1 до { $max ->
    [one] { $max } доски
    [few] { $max } досок
    [many] { $max } досок
   *[other] { $max } доски
}.
club-match-error-boards-order = Минимум досок не может быть больше максимума.
club-match-error-rating-limits = Ограничение по рейтингу — целое число от 0 до 4000.
club-match-error-starts-at = Начало — не раньше чем через час и не позже чем через { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}.
club-match-error-description = Описание может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
} и не должно содержать управляющих символов.
club-match-error-reason = Причина — одна строка длиной не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
club-match-error-not-invited = Нет приглашения, на которое можно ответить: { $status }.
club-match-error-start-passed = Время начала матча прошло: принять приглашение уже нельзя.
club-match-error-registration-closed = Составы закрыты: { $status }.
club-match-error-already-on-roster = { $name } уже в одном из составов этого матча.
club-match-error-not-on-roster = { $name } нет в составе этого клуба.
club-match-error-outside-limits = { $name } вне ограничений по рейтингу этого матча (игроки без рейтинга не проходят ни под одно ограничение).
club-match-error-bot = { $name } — аккаунт BOT: аккаунты BOT не играют в клубных матчах.
email-club-match-link = Открыть матч
email-club-match-invited-subject = Клуб «{ $inviting }» приглашает клуб «{ $invited }» на матч
email-club-match-invited-body = Клуб «{ $inviting }» приглашает клуб «{ $invited }» на матч: { $kind }, { $control }, начало { $time }. Как руководитель клуба «{ $invited }» примите или отклоните приглашение на странице матча.
email-club-match-accepted-subject = Клуб «{ $invited }» принял приглашение на матч
email-club-match-accepted-body = Клуб «{ $invited }» принял приглашение на матч с клубом «{ $inviting }»: { $kind }, { $control }. Участники обоих клубов могут войти в составы до { $time }.
email-club-match-declined-subject = Клуб «{ $invited }» отклонил приглашение на матч
email-club-match-declined-body = Клуб «{ $invited }» отклонил приглашение на матч с клубом «{ $inviting }».
email-club-match-open-subject = { $inviting } — { $invited }: войдите в состав
email-club-match-open-body = Клубы «{ $inviting }» и «{ $invited }» играют матч: { $kind }, { $control }, начало { $time }. Войдите в состав своего клуба на странице матча; при начале матча доски распределяются по рейтингу.
email-club-match-open-ladder-subject = { $inviting } — { $invited }: войдите в состав
email-club-match-open-ladder-body = Клубы «{ $inviting }» и «{ $invited }» играют матч: { $kind }, { $control }, начало { $time }. Войдите в состав своего клуба на странице матча; при начале матча доски распределяются в порядке лестницы каждого клуба.
email-club-match-started-subject = Матч { $inviting } — { $invited } начался
email-club-match-started-body = Матч { $inviting } — { $invited } начался: { $kind }, { $control }.
email-club-match-game-white = Доска { $board }, белыми против { $opponent }: { $link }
email-club-match-game-black = Доска { $board }, чёрными против { $opponent }: { $link }
email-club-match-reserve = Вы в запасе: матч идёт на { $boards ->
    [one] { $boards } доске
    [few] { $boards } досках
    [many] { $boards } досках
   *[other] { $boards } досках
}, за ними играют игроки с самым высоким рейтингом из каждого состава.
email-club-match-cancelled-subject = Матч { $inviting } — { $invited } отменён
email-club-match-cancelled-body = Матч { $inviting } — { $invited } не начался: в составы вошло слишком мало игроков.
email-club-match-cancelled-counts = Требовалось не менее { $minimum } в каждом составе; у «{ $inviting }» было { $inviting_count }, у «{ $invited }» — { $invited_count }.
club-match-error-rating-order = Нижнее ограничение по рейтингу не может быть выше верхнего.
club-match-error-missing-starts-at = Укажите, когда начинается матч.
profile-club-matches = Клубные матчи
profile-match-score = { $points } из { $games }

## За доской
club-match-awaited = { $count ->
    [one] ожидается { $count } результат
    [few] ожидаются { $count } результата
    [many] ожидается { $count } результатов
   *[other] ожидается { $count } результата
}
club-match-board-list = Список досок для печати
club-match-board-list-title = Список досок: { $inviting } — { $invited }
club-match-back = Назад к матчу
club-match-board-rule = Результат доски вносит её игрок или руководитель его клуба; другой клуб подтверждает его, оспаривает или вносит результат, с которым согласен. Доска засчитывается, когда оба клуба согласны.
club-match-board-unreported = Не внесён
club-match-board-reported = { $result } (внесён клубом «{ $club }», ждёт подтверждения)
club-match-board-disputed = { $result } (внесён клубом «{ $club }», оспорен)
club-match-error-club-control = Контроль времени матча за доской — клубный: G/5, G/10, G/15 или G/30.
club-match-error-over-the-board-limits = У матча за доской нет ограничений по рейтингу: рейтинги его игроков — собственные рейтинги каждого клуба.
club-match-error-no-such-board = В этом матче нет такой доски.
club-match-error-not-over-the-board = Результаты вносятся только в матчах за доской: партии этого матча играются здесь.
club-match-error-not-playing = Матч не идёт: { $status }. Результаты его досок вносятся, пока он играется.
club-match-error-board-not-yours = Результат доски вносят только её игроки и руководители их клубов.
club-match-error-board-nothing-reported = Для этой доски ещё не внесён результат.
club-match-error-board-own-report = Этот результат внёс ваш клуб: другой клуб подтверждает или оспаривает его.
club-match-error-board-disputed = Результат уже оспорен: внесите результат, с которым вы согласны.
club-match-error-board-confirmed = Результат подтверждён: изменить его уже нельзя.
email-club-match-board-white = Доска { $board }, белыми против { $opponent }.
email-club-match-board-black = Доска { $board }, чёрными против { $opponent }.
email-club-match-board-result = Доска { $board }: { $white } – { $black }, { $result }.
email-club-match-result-subject = Результат ждёт подтверждения: { $inviting } — { $invited }
email-club-match-result-body = В матче { $inviting } — { $invited } внесён результат. Подтвердите его, оспорьте или внесите результат, с которым вы согласны, на странице матча.
email-club-match-disputed-subject = Результат оспорен: { $inviting } — { $invited }
email-club-match-disputed-body = Другой клуб оспаривает результат матча { $inviting } — { $invited }. Внесите результат, с которым вы согласны, на странице матча.
