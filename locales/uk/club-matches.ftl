# Матчі між клубами (docs/clubs.md, «Matches between clubs»).
club-matches = Матчі
club-matches-title = Матчі клубу { $club }
club-matches-list = Матчі з іншими клубами
club-matches-none = Матчів ще немає.
club-matches-none-open = Немає ні поточних, ні майбутніх матчів.
club-matches-all = Усі матчі та підсумки проти кожного клубу
club-matches-record = Підсумки матчів
club-matches-record-none = Завершених матчів ще немає.
club-matches-record-line = { $club }: виграно { $won }, унічию { $drawn }, програно { $lost }
club-matches-opponent = Клуб
club-matches-won = Виграно
club-matches-drawn = Унічию
club-matches-lost = Програно
club-matches-points = Очки: набрано – віддано
club-match-title = { $inviting } — { $invited }
club-match-kind = Вид
club-match-kind-correspondence = Заочний
club-match-kind-live = У реальному часі
club-match-kind-over_the_board = За дошкою
club-match-starts = початок: { $time }
club-match-status-invited = Запрошення чекає на відповідь
club-match-status-declined = Запрошення відхилено
club-match-status-expired = На запрошення не відповіли вчасно
club-match-status-registering = Реєстрацію відкрито
club-match-status-in_progress = Триває
club-match-status-finished = Завершено
club-match-status-cancelled = Скасовано: замало гравців
club-match-invite = Запросити клуб на матч
club-match-invited-club = Номер запрошуваного клубу
club-match-invited-club-hint = Число в кінці адреси клубу, наприклад 12 для /clubs/12.
club-match-time-control = Контроль часу
club-match-time-control-hint = Заочний: дні на хід або на партію, наприклад 3d/move або 30d/game (якщо порожньо — 3d/move). У реальному часі: годинник у тому самому записі, що й у викликах, наприклад fast 10m/2m+5s tb0. За дошкою: G/5, G/10, G/15 або G/30 (якщо порожньо — G/30); такий матч ніколи не буває рейтинговим і не має обмежень за рейтингом.
club-match-min-boards = Мінімум дошок для початку (якщо порожньо — 1)
club-match-max-boards = Максимум дошок (якщо порожньо — 100)
club-match-rated = Рейтинговий
club-match-rating-min = Найнижчий рейтинг гравця (необов'язково)
club-match-rating-max = Найвищий рейтинг гравця (необов'язково)
club-match-starts-at = Початок (кінець реєстрації)
club-match-description = Опис
club-match-invite-submit = Надіслати запрошення
club-match-done-invited = Запрошення надіслано: на нього відповість керівник іншого клубу.
club-match-done-accepted = Запрошення прийнято: члени обох клубів можуть увійти до складів до початку матчу.
club-match-done-declined = Запрошення відхилено.
club-match-done-joined = Додано до складу.
club-match-done-left = Вилучено зі складу.
club-match-done-reported = Результат внесено: інший клуб його підтвердить.
club-match-done-confirmed = Результат підтверджено.
club-match-done-disputed = Результат оскаржено: внесіть результат, з яким ви згодні.
club-match-won-by = перемога клубу { $club }
club-match-drawn = нічия
club-match-playing = { $count ->
    [one] ще триває { $count } партія
    [few] ще тривають { $count } партії
    [many] ще триває { $count } партій
   *[other] ще триває { $count } партії
}
club-match-decline-reason = Вказана причина: { $reason }
club-match-yes = Так
club-match-no = Ні
club-match-boards = Дошки
club-match-board-range = від { $min } до { $max }
club-match-limits = Обмеження за рейтингом
club-match-answer = Відповісти на запрошення
club-match-accept = Прийняти
club-match-reason = Причина відмови (необов'язково)
club-match-decline = Відхилити
club-match-rosters = Склади
club-match-on-board = дошка { $board }
club-match-reserve = запасний
club-match-join = Увійти до складу
club-match-leave = Вийти зі складу
club-match-add-someone = Член клубу, якого треба внести до складу
club-match-remove-someone = Член клубу, якого треба вилучити зі складу
club-match-order-hint = На початку матчу дошки розподіляють за рейтингом, від найвищого; гравці кожної сторони понад розмір меншого складу стають запасними.
club-match-order-hint-ladder = На початку матчу дошки розподіляють у порядку драбини кожного клубу, членів клубу поза драбиною — останніми; гравці кожної сторони понад розмір меншого складу стають запасними.
club-match-games = Партії
club-match-game-line = { $white } – { $black }: { $state }
club-match-to-move-white = хід білих (хід { $move })
club-match-to-move-black = хід чорних (хід { $move })
club-match-points-hint = Перемога — 1 очко, нічия — ½: { $inviting } – { $invited }.
club-match-error-missing-club = Вкажіть клуб, який ви запрошуєте: його номер.
club-match-error-no-club = Немає клубу { $name }, який можна запросити.
club-match-error-not-found = У цього клубу немає такого матчу.
club-match-error-same-club = Клуб не може грати матч сам із собою.
club-match-error-not-invited-club = На запрошення відповідає лише керівник запрошеного клубу.
club-match-error-kind = Матч грається заочно, у реальному часі або за дошкою.
club-match-error-correspondence-control = Контроль часу заочного матчу — дні на хід або на партію, наприклад 3d/move або 30d/game.
club-match-error-live-control = Контроль часу матчу в реальному часі — годинник для гри в реальному часі, наприклад fast 10m/2m+5s tb0 (Швидкий: від 5 до 30 хвилин кожному, від 1 до 5 на хід; Стандартний: від 30 до 120 хвилин кожному, від 1 до 10 на хід).
club-match-error-boards-range = У матчі від 1 до { $max ->
    [one] { $max } дошки
    [few] { $max } дошок
    [many] { $max } дошок
   *[other] { $max } дошки
}.
club-match-error-boards-order = Мінімум дошок не може перевищувати максимум.
club-match-error-rating-limits = Обмеження за рейтингом — ціле число від 0 до 4000.
club-match-error-starts-at = Початок — не раніше ніж через годину і не пізніше ніж через { $days ->
    [one] { $days } день
    [few] { $days } дні
    [many] { $days } днів
   *[other] { $days } дня
}.
club-match-error-description = Опис може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
} і жодних керівних символів.
club-match-error-reason = Причина має бути одним рядком завдовжки щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
}.
club-match-error-not-invited = Немає запрошення, на яке можна відповісти: { $status }.
club-match-error-start-passed = Час початку матчу минув: прийняти запрошення вже не можна.
club-match-error-registration-closed = Склади закрито: { $status }.
club-match-error-already-on-roster = { $name } уже в одному зі складів цього матчу.
club-match-error-not-on-roster = { $name } немає в складі цього клубу.
club-match-error-outside-limits = { $name } поза обмеженнями за рейтингом цього матчу (гравці без рейтингу не потрапляють у жодне обмеження).
club-match-error-bot = { $name } — обліковий запис BOT: облікові записи BOT не грають у клубних матчах.
email-club-match-link = Відкрити матч
email-club-match-invited-subject = Клуб { $inviting } запрошує клуб { $invited } на матч
email-club-match-invited-body = Клуб { $inviting } запрошує клуб { $invited } на матч: { $kind }, { $control }, початок { $time }. Як керівник клубу { $invited } прийміть або відхиліть запрошення на сторінці матчу.
email-club-match-accepted-subject = Клуб { $invited } прийняв запрошення на матч
email-club-match-accepted-body = Клуб { $invited } прийняв запрошення на матч із клубом { $inviting }: { $kind }, { $control }. Члени обох клубів можуть увійти до складів до { $time }.
email-club-match-declined-subject = Клуб { $invited } відхилив запрошення на матч
email-club-match-declined-body = Клуб { $invited } відхилив запрошення на матч із клубом { $inviting }.
email-club-match-open-subject = { $inviting } — { $invited }: увійдіть до складу
email-club-match-open-body = Клуби { $inviting } і { $invited } грають матч: { $kind }, { $control }, початок { $time }. Увійдіть до складу свого клубу на сторінці матчу; на початку матчу дошки розподіляють за рейтингом.
email-club-match-open-ladder-subject = { $inviting } — { $invited }: увійдіть до складу
email-club-match-open-ladder-body = Клуби { $inviting } і { $invited } грають матч: { $kind }, { $control }, початок { $time }. Увійдіть до складу свого клубу на сторінці матчу; на початку матчу дошки розподіляють у порядку драбини кожного клубу.
email-club-match-started-subject = Матч { $inviting } — { $invited } почався
email-club-match-started-body = Матч { $inviting } — { $invited } почався: { $kind }, { $control }.
email-club-match-game-white = Дошка { $board }, білими проти { $opponent }: { $link }
email-club-match-game-black = Дошка { $board }, чорними проти { $opponent }: { $link }
email-club-match-reserve = Ви в запасі: матч грається на { $boards ->
    [one] { $boards } дошці
    [few] { $boards } дошках
    [many] { $boards } дошках
   *[other] { $boards } дошках
}, за ними грають гравці з найвищим рейтингом із кожного складу.
email-club-match-cancelled-subject = Матч { $inviting } — { $invited } скасовано
email-club-match-cancelled-body = Матч { $inviting } — { $invited } не почався: до складів увійшло замало гравців.
email-club-match-cancelled-counts = Потрібно було щонайменше { $minimum } у кожному складі; у клубу { $inviting } було { $inviting_count }, у клубу { $invited } — { $invited_count }.
club-match-error-rating-order = Нижнє обмеження за рейтингом не може бути вищим за верхнє.
club-match-error-missing-starts-at = Вкажіть, коли починається матч.
profile-club-matches = Клубні матчі
profile-match-score = { $points } з { $games }

## За дошкою
club-match-awaited = { $count ->
    [one] очікується { $count } результат
    [few] очікуються { $count } результати
    [many] очікується { $count } результатів
   *[other] очікується { $count } результату
}
club-match-board-list = Список дошок для друку
club-match-board-list-title = Список дошок: { $inviting } — { $invited }
club-match-back = Назад до матчу
club-match-board-rule = Результат дошки вносить її гравець або керівник його клубу; інший клуб підтверджує його, оскаржує або вносить результат, з яким згоден. Дошка зараховується, коли обидва клуби згодні.
club-match-board-unreported = Не внесено
club-match-board-reported = { $result } (вніс клуб { $club }, чекає на підтвердження)
club-match-board-disputed = { $result } (вніс клуб { $club }, оскаржено)
club-match-error-club-control = Контроль часу матчу за дошкою — клубний: G/5, G/10, G/15 або G/30.
club-match-error-over-the-board-limits = Матч за дошкою не має обмежень за рейтингом: рейтинги його гравців — власні рейтинги кожного клубу.
club-match-error-no-such-board = У цьому матчі немає такої дошки.
club-match-error-not-over-the-board = Результати вносять лише в матчах за дошкою: партії цього матчу грають тут.
club-match-error-not-playing = Матч не триває: { $status }. Результати його дошок вносять, поки він грається.
club-match-error-board-not-yours = Результат дошки вносять лише її гравці та керівники їхніх клубів.
club-match-error-board-nothing-reported = Для цієї дошки ще не внесено результату.
club-match-error-board-own-report = Цей результат вніс ваш клуб: інший клуб підтверджує або оскаржує його.
club-match-error-board-disputed = Результат уже оскаржено: внесіть результат, з яким ви згодні.
club-match-error-board-confirmed = Результат підтверджено: змінити його вже не можна.
email-club-match-board-white = Дошка { $board }, білими проти { $opponent }.
email-club-match-board-black = Дошка { $board }, чорними проти { $opponent }.
email-club-match-board-result = Дошка { $board }: { $white } – { $black }, { $result }.
email-club-match-result-subject = Результат чекає на підтвердження: { $inviting } — { $invited }
email-club-match-result-body = У матчі { $inviting } — { $invited } внесено результат. Підтвердьте його, оскаржте або внесіть результат, з яким ви згодні, на сторінці матчу.
email-club-match-disputed-subject = Результат оскаржено: { $inviting } — { $invited }
email-club-match-disputed-body = Інший клуб оскаржує результат матчу { $inviting } — { $invited }. Внесіть результат, з яким ви згодні, на сторінці матчу.
