# Партии, вызовы и письма о них.

game-rated = рейтинговая
game-casual = товарищеская
game-club = клубная партия (клубные рейтинги)
game-club-rating = Клубный рейтинг
tc-per-move = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
    [many] { $days } дней на ход
   *[other] { $days } дня на ход
}
tc-per-game = { $days ->
    [one] { $days } день на всю партию каждому игроку
    [few] { $days } дня на всю партию каждому игроку
    [many] { $days } дней на всю партию каждому игроку
   *[other] { $days } дня на всю партию каждому игроку
}
tc-fischer = { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
} плюс { $increment ->
    [one] { $increment } день
    [few] { $increment } дня
    [many] { $increment } дней
   *[other] { $increment } дня
} за ход
tc-club = G/{ $minutes }: { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
} на всю партию каждому игроку
tc-live = { $mode ->
    [fast] Быстрый
   *[standard] Стандартный
}: { $round ->
    [one] { $round } минута
    [few] { $round } минуты
    [many] { $round } минут
   *[other] { $round } минуты
} каждому игроку, не более { $move ->
    [one] { $move } минуты
    [few] { $move } минут
    [many] { $move } минут
   *[other] { $move } минуты
} на ход{ $extra ->
    [0] {""}
    [one] , добавляется { $extra } секунда за ход
    [few] , добавляется { $extra } секунды за ход
    [many] , добавляется { $extra } секунд за ход
   *[other] , добавляется { $extra } секунды за ход
}, { $takebacks ->
    [0] без возврата ходов
    [one] { $takebacks } возврат хода каждому
    [few] { $takebacks } возврата хода каждому
    [many] { $takebacks } возвратов хода каждому
   *[other] { $takebacks } возврата хода каждому
}

outcome-won = Победитель — { $winner }: { $reason }
outcome-no-winner = Итог: { $reason }
outcome-no-result = Без результата: { $reason }
outcome-you-won = Вы выиграли: { $reason }
outcome-you-lost = Вы проиграли: { $reason }
reason-mate = мат
reason-resign = сдача
reason-stalemate = ничья: пат
reason-timeout = по времени
reason-draw-agreed = ничья по соглашению
reason-threefold = ничья: троекратное повторение позиции
reason-fifty-moves = ничья по правилу 50 ходов
reason-fivefold = ничья: пятикратное повторение позиции
reason-seventy-five-moves = ничья по правилу 75 ходов
reason-insufficient-material = ничья: ни одна из сторон не может поставить мат
reason-aborted = партия отменена
reason-deleted = партия удалена по взаимному согласию
reason-adjudicated = результат определил администратор
reason-forfeit = техническое поражение
reason-no-result-timeout = время истекло раньше, чем каждый игрок сделал 5 ходов
reason-quit-agreed = игрок попросил выйти из партии, и соперник согласился
reason-quit = { $quitter } вышел(-ла) из партии
reason-quit-you = вы вышли из партии без согласия соперника
reason-quit-opponent = соперник вышел из партии
no-result-aborted-you = Вы отменили партию
no-result-aborted-opponent = { $player } отменил(а) партию
no-result-aborted = { $player } отменил(а) партию
no-result-quit-agreed-you = Вы попросили выйти из партии, и { $opponent } согласился(-лась)
no-result-quit-agreed-opponent = { $player } попросил(а) выйти из партии, и вы согласились
no-result-quit-agreed = { $player } попросил(а) выйти из партии, и { $opponent } согласился(-лась)
no-result-time-you = Ваше время истекло раньше, чем вы сделали 5 ходов: без результата
no-result-time-opponent = Время игрока { $player } истекло до его 5-го хода: без результата
no-result-time = Время игрока { $player } истекло до его 5-го хода: без результата
reason-unknown = партия окончена

decline-generic = сейчас не принимает вызовы
decline-later = сейчас не принимает вызовы; попробуйте позже
decline-toofast = считает этот контроль времени слишком быстрым
decline-tooslow = считает этот контроль времени слишком медленным
decline-timecontrol = не принимает этот контроль времени
decline-rated = предпочитает рейтинговую партию
decline-casual = предпочитает товарищескую партию
decline-standard = не принимает партии с нестандартной начальной позиции
decline-variant = не хочет играть в этот вариант шахмат
decline-nobot = не принимает вызовы от ботов
decline-onlybot = принимает вызовы только от ботов
# Причины в том виде, в каком их выбирает отклоняющий игрок, от первого лица.
decline-choice-generic = Сейчас я не принимаю вызовы
decline-choice-later = Сейчас мне неудобно; вызовите меня позже
decline-choice-toofast = Этот контроль времени для меня слишком быстрый
decline-choice-tooslow = Этот контроль времени для меня слишком медленный
decline-choice-timecontrol = Я не принимаю этот контроль времени
decline-choice-rated = Пришлите мне лучше рейтинговый вызов
decline-choice-casual = Пришлите мне лучше товарищеский вызов
decline-choice-standard = Я не принимаю партии с нестандартной начальной позиции
decline-choice-nobot = Я не принимаю вызовы от ботов
challenge-you-play-white = вы играете белыми
challenge-you-play-black = вы играете чёрными
challenge-color-random = цвет по жребию

email-open-game = Открыть партию
email-your-turn-subject = { $opponent }: { $move }. Ваш ход
email-your-turn-body = В вашей партии против { $opponent } соперник сделал ход { $move }. Ваш ход.
email-draw-offered-subject = { $opponent } предлагает ничью
email-draw-offered-body = В вашей партии против { $opponent } соперник предлагает ничью. Примите или отклоните предложение на странице партии.
email-game-over-subject = Партия против { $opponent } окончена
email-game-over-body = Ваша партия против { $opponent } завершена. { $outcome }.
email-game-over-pgn = Запись партии (PGN): { $link }
email-challenge-received-subject = { $challenger } вызывает вас
email-challenge-received-body = { $challenger } вызывает вас на партию по переписке ({ $kind }), { $control }.
email-challenge-message = Сообщение: «{ $message }»
email-challenge-see = Посмотреть ваши вызовы
email-challenge-accepted-subject = { $opponent } принимает ваш вызов
email-challenge-accepted-body = { $opponent } принимает ваш вызов: партия началась.
email-challenge-declined-subject = { $opponent } отклоняет ваш вызов
email-challenge-declined-body = { $opponent } отклоняет ваш вызов: { $reason }.
email-reminder-subject = Ваш ход против { $opponent }: { $hours ->
    [one] остался { $hours } час
    [few] осталось { $hours } часа
    [many] осталось { $hours } часов
   *[other] осталось { $hours } часа
}
email-reminder-body = Время на ход в вашей партии против { $opponent } истекает: { $hours ->
    [one] остался { $hours } час
    [few] осталось { $hours } часа
    [many] осталось { $hours } часов
   *[other] осталось { $hours } часа
}. Игрок, у которого закончилось время, проигрывает партию.

refusal-self-challenge = Нельзя вызвать самого себя.
refusal-rated-with-bot = Партии с аккаунтом BOT никогда не бывают рейтинговыми: снимите флажок «Рейтинговая партия».
refusal-bot-open-game = Аккаунты BOT играют только через вызовы, а не в открытых партиях.
refusal-blocked = { $username } не принимает от вас вызовы.
refusal-dest-banned = Аккаунт { $username } заблокирован, вызов невозможен.
refusal-bad-position = Это не FEN допустимой шахматной позиции, из которой можно играть.
refusal-rated-custom-position = Партия из заданной позиции не может быть рейтинговой.
refusal-message-too-long = Сообщение может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
} и не должно содержать управляющих символов.
refusal-club-control = G/5, G/10, G/15 и G/30 — контроли клубных партий: вызывайте соперника с клубной лестницы.
refusal-ladder-challenge-pending = Вы уже вызвали { $name } на эту партию лестницы ({ $id }): вызов ждёт ответа.
refusal-own-open-game = Нельзя присоединиться к собственной открытой партии.
refusal-blocked-join = Создатель этой открытой партии не принимает вас.
refusal-chat-empty = Сообщение пустое.
refusal-chat-too-long = Сообщение в чате может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
refusal-chat-one-line = Сообщение в чате должно быть одной строкой текста.
refusal-chat-too-fast = Слишком много сообщений: подождите минуту.
refusal-conditional-too-many = Не более { $lines ->
    [one] { $lines } варианта
    [few] { $lines } вариантов
    [many] { $lines } вариантов
   *[other] { $lines } варианта
}, в каждом не более { $plies ->
    [one] { $plies } хода
    [few] { $plies } ходов
    [many] { $plies } ходов
   *[other] { $plies } хода
}.
refusal-conditional-live = Условные ходы — для партий по переписке: в партии в реальном времени делайте предход на доске.
refusal-conditional-line = Вариант { $line }: { $reason }
conditional-not-opponents-turn = условные ходы вводятся, пока ход за соперником.
conditional-unpaired = на каждый ход соперника нужен ваш ответ.
conditional-move = ход { $index }: { $reason }
conditional-conflicting-reply = ход { $index }: на { $move } у вас уже записан другой ответ.

rule-game-over = Партия окончена.
rule-not-your-turn = Сейчас не ваш ход.
rule-stale = Партия изменилась, пока вы её смотрели: вот текущая позиция.
rule-move-malformed = «{ $move }» — это не ход: запишите его в SAN (Nf3, exd5, O-O, e8=Q) или UCI (g1f3, e7e8q).
rule-move-illegal = Ход «{ $move }» в этой позиции невозможен.
rule-move-ambiguous = «{ $move }» подходит под несколько ходов: укажите, какая фигура ходит (например, Nbd2, R1e2).
rule-move-promotion = «{ $move }» — ход на последнюю горизонталь: добавьте фигуру, в которую превращается пешка (=Q, =R, =B или =N).
rule-nothing-to-claim = Оснований требовать ничью нет: позиция не повторялась трижды при вашей очереди хода, и не прошло пятидесяти ходов без ходов пешками и взятий.
rule-no-draw-offer = Соперник не предлагал ничью.
rule-not-stand-alone = Турнирные и клубные партии нельзя отменить или удалить.
rule-too-late-to-abort = Партию уже нельзя отменить: обе стороны сделали ход.
rule-too-early-to-delete = Партию нельзя удалить, пока обе стороны не сделали ход: вместо этого отмените её.
rule-no-deletion-request = Соперник не просил удалить партию.
rule-not-live = Это не партия в реальном времени: возврат ходов и просьбы о выходе из партии есть только в партиях в реальном времени.
rule-live-no-deletion = Партии в реальном времени нельзя удалить: вместо этого попросите соперника о выходе из партии без результата.
rule-resign-too-early = Сдаться можно только после 10 ходов каждого игрока (20 полуходов), а партия сейчас на { $ply }-м полуходе: { $quit ->
    [yes] до тех пор попросите соперника о выходе из партии.
   *[no] до тех пор продолжайте играть или дождитесь, пока истечёт ваше время.
}
rule-draw-request-too-early = Предложить ничью можно только после 10 ходов каждого игрока (20 полуходов), а партия сейчас на { $ply }-м полуходе.
rule-draw-requests-used = Вы использовали все предложения ничьей, положенные каждому игроку в этой партии ({ $max }): вы ещё можете принять предложение соперника или потребовать ничью.
rule-no-move-to-take-back = У вас нет хода, который можно вернуть.
rule-opponent-replied = Соперник уже ответил на ваш последний ход: вернуть его больше нельзя.
rule-takebacks-used = У вас не осталось возвратов хода (в этой партии каждому игроку положено { $allowance }): вместо этого попросите соперника разрешить возврат хода.
rule-no-takeback-offer = Соперник не просил вернуть ход.
rule-no-takebacks-in-club-games = Клубные партии идут строго по шахматным правилам: возврата ходов нет.
rule-no-quit-requests = В турнирных и клубных партиях нельзя попросить о выходе из партии: у них всегда есть результат.
rule-no-quit-request = Нет просьбы о выходе из партии, на которую нужно ответить.
rule-own-quit-request = Нельзя ответить на собственную просьбу о выходе из партии.
rule-quit-already-requested = Вы уже попросили о выходе из партии: соперник ещё не ответил.
rule-quit-request-stands = Соперник ещё может ответить на просьбу о выходе из партии.
rule-record = Не удалось воспроизвести запись партии: пожалуйста, сообщите администратору.
refusal-note-too-long = Заметка может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
} и не должна содержать управляющих символов.
refusal-unverified = Подтвердите адрес электронной почты, прежде чем играть: перейдите по ссылке, которую мы вам отправили.
refusal-bot-tournament = Аккаунты BOT не играют в турнирах.
email-digest-subject = { $count ->
    [one] Ваш ход в { $count } партии
    [few] Ваш ход в { $count } партиях
    [many] Ваш ход в { $count } партиях
   *[other] Ваш ход в { $count } партиях
}
email-digest-body = Вот партии, в которых сейчас ваш ход:
email-digest-line = против { $opponent }, { $hours ->
    [one] остался { $hours } час
    [few] осталось { $hours } часа
    [many] осталось { $hours } часов
   *[other] осталось { $hours } часа
}: { $link }
email-summary-subject = { $count ->
    [0] Ваша неделя на redqueen
    [one] Ваша неделя на redqueen: { $count } партия ждёт вашего хода
    [few] Ваша неделя на redqueen: { $count } партии ждут вашего хода
    [many] Ваша неделя на redqueen: { $count } партий ждут вашего хода
   *[other] Ваша неделя на redqueen: { $count } партии ждут вашего хода
}
email-summary-waiting = { $count ->
    [0] Ни одна партия не ждёт вашего хода.
    [one] { $count } партия ждёт вашего хода:
    [few] { $count } партии ждут вашего хода:
    [many] { $count } партий ждут вашего хода:
   *[other] { $count } партии ждут вашего хода:
}
email-summary-waiting-line = против { $opponent }: { $link }
email-summary-results = { $count ->
    [0] На этой неделе ни одна ваша партия не завершилась.
    [one] На этой неделе завершилась { $count } ваша партия:
    [few] На этой неделе завершились { $count } ваши партии:
    [many] На этой неделе завершилось { $count } ваших партий:
   *[other] На этой неделе завершились { $count } ваши партии:
}
email-summary-result-line = против { $opponent }, { $outcome }: { $link }
refusal-too-many-challenges = Слишком много вызовов: подождите минуту.
refusal-outside-rating-range = Ваш рейтинг вне диапазона, заданного для этой открытой партии.
refusal-side-taken = Эта сторона открытого вызова уже занята или оставлена для другого игрока, либо вы уже заняли другую сторону.
refusal-game-cap = Вы уже играете { $max ->
    [one] { $max } партию
    [few] { $max } партии
    [many] { $max } партий
   *[other] { $max } партии
} — это максимум, который сайт разрешает одновременно: сначала доиграйте одну из них.
refusal-opponent-game-cap = { $name } уже играет { $max ->
    [one] { $max } партию
    [few] { $max } партии
    [many] { $max } партий
   *[other] { $max } партии
} — это максимум, который сайт разрешает одновременно.
refusal-no-rematch = Реванш возможен только после завершённой партии, не относящейся ни к турниру, ни к клубу.

# The game page's opening explorer (docs/openings.md).
explorer-title = Дебютный справочник
explorer-closed-live = Дебютный справочник закрыт во время партий вживую: он откроется, когда партия закончится.
explorer-results = Белые / ничья / чёрные
explorer-move = Ход
explorer-games = Партии
explorer-rating = Средний рейтинг
explorer-empty = Ни одна завершённая партия сайта не дошла до этой позиции.
explorer-ended-here = Завершённые партии сайта, дошедшие до этой позиции: { $games }. Ни одна не продолжилась дальше.
explorer-source = По завершённым партиям сайта. В партиях по переписке можно пользоваться дебютными книгами и базами, но не движками.

# The analysis board (docs/analysis.md).
analysis-title = Доска для анализа
analysis-game-title = Анализ: { $white } – { $black }
analysis-back-to-game = Назад к партии
analysis-refused-in-progress = Эта партия ещё идёт: движок и доска для анализа — только после партии, ведь помощь компьютера во время игры запрещена.
analysis-refused-in-play = Эта позиция из партии, которую вы сейчас играете: движок и доска для анализа — только после партии, ведь помощь компьютера во время игры запрещена.
analysis-needs-scripts = Доске для анализа и её движку нужен JavaScript.
analysis-evaluation = Оценка
analysis-engine = Движок
analysis-engine-hint = Stockfish работает в вашем браузере, на вашем устройстве: на сервер ничего не отправляется.
analysis-analyse-game = Анализировать партию
analysis-analyse-line = Анализировать вариант
analysis-progress = Анализ позиции { $done } из { $total }…
analysis-done = Анализ завершён. Движок продолжает всё глубже анализировать показанную позицию.
analysis-engine-failed = Не удалось запустить движок в этом браузере.
analysis-depth = глубина { $depth }
analysis-mate = Мат в { $moves }
analysis-checkmate = Мат
analysis-best-line = Лучший вариант
analysis-summary = Итоги
analysis-graph = Шансы белых на победу после каждого хода
analysis-accuracy = Точность
analysis-inaccuracies = Неточности
analysis-mistakes = Ошибки
analysis-blunders = Грубые ошибки
analysis-inaccuracy = Неточность
analysis-mistake = Ошибка
analysis-blunder = Грубая ошибка
analysis-setup = Расставить позицию
analysis-setup-label = FEN или партия в PGN
analysis-setup-submit = Расставить
