# Партії, виклики та листи про них.

game-rated = рейтингова
game-casual = товариська
game-club = клубна партія (клубні рейтинги)
game-club-rating = Клубний рейтинг
tc-per-move = { $days ->
    [one] { $days } день на хід
    [few] { $days } дні на хід
    [many] { $days } днів на хід
   *[other] { $days } дня на хід
}
tc-per-game = { $days ->
    [one] { $days } день кожному гравцю на всю партію
    [few] { $days } дні кожному гравцю на всю партію
    [many] { $days } днів кожному гравцю на всю партію
   *[other] { $days } дня кожному гравцю на всю партію
}
tc-fischer = { $days ->
    [one] { $days } день
    [few] { $days } дні
    [many] { $days } днів
   *[other] { $days } дня
} плюс { $increment ->
    [one] { $increment } день
    [few] { $increment } дні
    [many] { $increment } днів
   *[other] { $increment } дня
} за хід
tc-club = G/{ $minutes }: { $minutes ->
    [one] { $minutes } хвилина
    [few] { $minutes } хвилини
    [many] { $minutes } хвилин
   *[other] { $minutes } хвилини
} кожному гравцю на всю партію
tc-live = { $mode ->
    [fast] Швидкий
   *[standard] Стандартний
}: { $round ->
    [one] { $round } хвилина
    [few] { $round } хвилини
    [many] { $round } хвилин
   *[other] { $round } хвилини
} кожному гравцю, щонайбільше { $move ->
    [one] { $move } хвилина
    [few] { $move } хвилини
    [many] { $move } хвилин
   *[other] { $move } хвилини
} на хід{ $extra ->
    [0] {""}
    [one] , додається { $extra } секунда за хід
    [few] , додається { $extra } секунди за хід
    [many] , додається { $extra } секунд за хід
   *[other] , додається { $extra } секунди за хід
}, { $takebacks ->
    [0] без повернень ходу
    [one] { $takebacks } повернення ходу кожному
    [few] { $takebacks } повернення ходу кожному
    [many] { $takebacks } повернень ходу кожному
   *[other] { $takebacks } повернення ходу кожному
}

outcome-won = { $winner } перемагає: { $reason }
outcome-no-winner = Підсумок: { $reason }
outcome-no-result = Без результату: { $reason }
outcome-you-won = Ви виграли: { $reason }
outcome-you-lost = Ви програли: { $reason }
reason-mate = мат
reason-resign = здача
reason-stalemate = нічия через пат
reason-timeout = час вичерпано
reason-draw-agreed = нічия за згодою
reason-threefold = нічия через триразове повторення позиції
reason-fifty-moves = нічия за правилом 50 ходів
reason-fivefold = нічия через п'ятиразове повторення позиції
reason-seventy-five-moves = нічия за правилом 75 ходів
reason-insufficient-material = нічия: жодна сторона не може поставити мат
reason-aborted = партію скасовано
reason-deleted = видалено за згодою
reason-adjudicated = рішення адміністратора
reason-forfeit = технічний результат
reason-no-result-timeout = час вичерпано до 5 ходів кожного гравця
reason-quit-agreed = гравець попросив вийти з партії, і суперник погодився
reason-quit = { $quitter } вийшов(-ла) з партії
reason-quit-you = ви вийшли з партії без згоди суперника
reason-quit-opponent = суперник вийшов з партії
no-result-aborted-you = Ви скасували партію
no-result-aborted-opponent = { $player } скасував(-ла) партію
no-result-aborted = { $player } скасував(-ла) партію
no-result-quit-agreed-you = Ви попросили вийти з партії, і { $opponent } погодився(-лася)
no-result-quit-agreed-opponent = { $player } попросив(-ла) вийти з партії, і ви погодилися
no-result-quit-agreed = { $player } попросив(-ла) вийти з партії, і { $opponent } погодився(-лася)
no-result-time-you = Ваш час вичерпано до того, як ви зробили 5 ходів: без результату
no-result-time-opponent = Час гравця { $player } вичерпано до його 5-го ходу: без результату
no-result-time = Час гравця { $player } вичерпано до його 5-го ходу: без результату
reason-unknown = партію завершено

decline-generic = зараз не приймає викликів
decline-later = зараз не приймає викликів; спробуйте пізніше
decline-toofast = вважає цей контроль часу надто швидким
decline-tooslow = вважає цей контроль часу надто повільним
decline-timecontrol = не приймає виклики з цим контролем часу
decline-rated = надає перевагу рейтинговій партії
decline-casual = надає перевагу товариській партії
decline-standard = не приймає партії з нестандартної позиції
decline-variant = не грає цей варіант шахів
decline-nobot = не приймає викликів від ботів
decline-onlybot = приймає виклики лише від ботів
# Причини так, як їх вибирає гравець, що відхиляє виклик, — від першої особи.
decline-choice-generic = Зараз я не приймаю викликів
decline-choice-later = Зараз мені незручно; запропонуйте пізніше
decline-choice-toofast = Цей контроль часу для мене надто швидкий
decline-choice-tooslow = Цей контроль часу для мене надто повільний
decline-choice-timecontrol = Я не приймаю цей контроль часу
decline-choice-rated = Надішліть мені натомість рейтинговий виклик
decline-choice-casual = Надішліть мені натомість товариський виклик
decline-choice-standard = Я не граю партії з заданої позиції
decline-choice-nobot = Я не приймаю викликів від ботів
challenge-you-play-white = ви граєте білими
challenge-you-play-black = ви граєте чорними
challenge-color-random = кольори визначаються випадково

email-open-game = Відкрити партію
email-your-turn-subject = Суперник { $opponent } зіграв { $move } — ваш хід
email-your-turn-body = У вашій партії проти { $opponent } суперник зіграв { $move }. Ваш хід.
email-draw-offered-subject = { $opponent } пропонує нічию
email-draw-offered-body = У вашій партії проти { $opponent } суперник пропонує нічию. Прийміть або відхиліть пропозицію на сторінці партії.
email-game-over-subject = Партію проти { $opponent } завершено
email-game-over-body = Вашу партію проти { $opponent } завершено. { $outcome }.
email-game-over-pgn = Запис партії (PGN): { $link }
email-challenge-received-subject = { $challenger } викликає вас на партію
email-challenge-received-body = Гравець { $challenger } викликає вас на заочну партію ({ $kind }, { $control }).
email-challenge-message = Повідомлення від суперника: «{ $message }»
email-challenge-see = Переглянути ваші виклики
email-challenge-accepted-subject = Гравець { $opponent } прийняв ваш виклик
email-challenge-accepted-body = Гравець { $opponent } прийняв ваш виклик: партія почалася.
email-challenge-declined-subject = Гравець { $opponent } відхилив ваш виклик
email-challenge-declined-body = Гравець { $opponent } відхилив ваш виклик: { $reason }.
email-reminder-subject = Ваш хід проти { $opponent }: { $hours ->
    [one] залишилася { $hours } година
    [few] залишилися { $hours } години
    [many] залишилося { $hours } годин
   *[other] залишилося { $hours } години
}
email-reminder-body = Ваш час на хід у партії проти { $opponent } спливає: { $hours ->
    [one] залишилася { $hours } година
    [few] залишилися { $hours } години
    [many] залишилося { $hours } годин
   *[other] залишилося { $hours } години
}. Гравець, у якого вичерпався час, програє партію.

refusal-self-challenge = Ви не можете викликати самого себе.
refusal-rated-with-bot = Партії з обліковим записом BOT ніколи не бувають рейтинговими: зніміть позначку «Рейтингова партія».
refusal-bot-open-game = Облікові записи BOT грають лише через виклики, а не через заявки.
refusal-blocked = { $username } не приймає від вас викликів.
refusal-dest-banned = Обліковий запис { $username } заблоковано, виклик неможливий.
refusal-bad-position = Це не FEN допустимої шахової позиції, з якої можна грати.
refusal-rated-custom-position = Партія з довільної позиції не може бути рейтинговою.
refusal-message-too-long = Повідомлення може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
} і жодних керівних символів.
refusal-club-control = G/5, G/10, G/15 і G/30 — це клубні партії: викликайте суперника з клубної драбини.
refusal-ladder-challenge-pending = Ви вже викликали { $name } на цю партію драбини ({ $id }): виклик чекає на відповідь.
refusal-own-open-game = Ви не можете приєднатися до власної заявки.
refusal-blocked-join = Автор цієї заявки не приймає вас як суперника.
refusal-chat-empty = Повідомлення порожнє.
refusal-chat-too-long = Повідомлення в чаті може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
}.
refusal-chat-one-line = Повідомлення в чаті — це один рядок тексту.
refusal-chat-too-fast = Забагато повідомлень: зачекайте хвилину.
refusal-conditional-too-many = Щонайбільше { $lines ->
    [one] { $lines } рядок
    [few] { $lines } рядки
    [many] { $lines } рядків
   *[other] { $lines } рядка
}, у кожному щонайбільше { $plies ->
    [one] { $plies } хід
    [few] { $plies } ходи
    [many] { $plies } ходів
   *[other] { $plies } ходу
}.
refusal-conditional-live = Умовні ходи — для заочних партій: у партії в реальному часі робіть передхід на дошці.
refusal-conditional-line = Рядок { $line }: { $reason }
conditional-not-opponents-turn = умовні ходи вводять, коли черга ходити за суперником.
conditional-unpaired = на кожен хід суперника потрібна ваша відповідь.
conditional-move = хід { $index }: { $reason }
conditional-conflicting-reply = хід { $index }: ви вже відповідаєте інакше на { $move }.

rule-game-over = Партію завершено.
rule-not-your-turn = Зараз не ваш хід.
rule-stale = Відтоді, як ви переглядали партію, у ній відбулися зміни: ось її поточний стан.
rule-move-malformed = «{ $move }» — це не хід: запишіть його в SAN (Nf3, exd5, O-O, e8=Q) або UCI (g1f3, e7e8q).
rule-move-illegal = «{ $move }» — неможливий хід у цій позиції.
rule-move-ambiguous = «{ $move }» відповідає кільком ходам: уточніть, яка фігура ходить (наприклад, Nbd2, R1e2).
rule-move-promotion = «{ $move }» доходить до останньої горизонталі: додайте фігуру, на яку перетворюється пішак (=Q, =R, =B або =N).
rule-nothing-to-claim = Вимагати нічию немає підстав: позиція не повторилася тричі з вашою чергою ходу, і не минуло п'ятдесяти ходів без ходу пішака чи взяття.
rule-no-draw-offer = Суперник не пропонував нічию.
rule-not-stand-alone = Турнірні та клубні партії не можна скасувати чи видалити.
rule-too-late-to-abort = Партію вже не можна скасувати: обидві сторони зробили хід.
rule-too-early-to-delete = Партію не можна видалити, доки обидві сторони не зробили хід: натомість скасуйте її.
rule-no-deletion-request = Суперник не просив видалити партію.
rule-not-live = Це не партія в реальному часі: повернення ходів і прохання вийти з партії можливі лише в партіях у реальному часі.
rule-live-no-deletion = Партії в реальному часі не можна видалити: натомість попросіть суперника відпустити вас із партії.
rule-resign-too-early = Здатися можна лише після 10 ходів кожного гравця (20 півходів), а зараз лише півхід { $ply }: { $quit ->
    [yes] до того попросіть суперника відпустити вас із партії.
   *[no] до того грайте далі або дайте своєму часу вичерпатися.
}
rule-draw-request-too-early = Запропонувати нічию можна лише після 10 ходів кожного гравця (20 півходів), а зараз лише півхід { $ply }.
rule-draw-requests-used = Ви вже зробили всі пропозиції нічиї, дозволені кожному гравцеві в цій партії ({ $max }): ви ще можете прийняти пропозицію суперника або вимагати нічию.
rule-no-move-to-take-back = У вас немає ходу, який можна повернути.
rule-opponent-replied = Суперник уже відповів на ваш останній хід: його більше не можна повернути.
rule-takebacks-used = У вас не залишилося повернень ходу (у цій партії кожному гравцю дозволено { $allowance }): натомість попросіть суперника дозволити повернення ходу.
rule-no-takeback-offer = Суперник не просив повернути хід.
rule-no-takebacks-in-club-games = Клубні партії грають лише за шаховими правилами: повернень ходу немає.
rule-no-quit-requests = У турнірних і клубних партіях не можна просити про вихід: вони завжди мають результат.
rule-no-quit-request = Немає прохання про вихід, на яке потрібно відповісти.
rule-own-quit-request = Ви не можете відповісти на власне прохання про вихід.
rule-quit-already-requested = Ви вже попросили про вихід: суперник ще не відповів.
rule-quit-request-stands = Суперник ще може відповісти на прохання про вихід.
rule-record = Не вдалося відтворити запис партії: повідомте адміністратора.
refusal-note-too-long = Нотатка може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
} і жодних керівних символів.
refusal-unverified = Підтвердьте адресу електронної пошти, перш ніж грати: перейдіть за посиланням, яке ми вам надіслали.
refusal-bot-tournament = Облікові записи BOT не грають у турнірах.
email-digest-subject = { $count ->
    [one] Ваш хід у { $count } партії
    [few] Ваш хід у { $count } партіях
    [many] Ваш хід у { $count } партіях
   *[other] Ваш хід у { $count } партії
}
email-digest-body = Ось партії, у яких ваш хід:
email-digest-line = проти { $opponent }, { $hours ->
    [one] залишилася { $hours } година
    [few] залишилися { $hours } години
    [many] залишилося { $hours } годин
   *[other] залишилося { $hours } години
}: { $link }
email-summary-subject = { $count ->
    [0] Ваш тиждень на redqueen
    [one] Ваш тиждень на redqueen: { $count } партія чекає на ваш хід
    [few] Ваш тиждень на redqueen: { $count } партії чекають на ваш хід
    [many] Ваш тиждень на redqueen: { $count } партій чекають на ваш хід
   *[other] Ваш тиждень на redqueen: { $count } партії чекають на ваш хід
}
email-summary-waiting = { $count ->
    [0] Жодна партія не чекає на ваш хід.
    [one] { $count } партія чекає на ваш хід:
    [few] { $count } партії чекають на ваш хід:
    [many] { $count } партій чекають на ваш хід:
   *[other] { $count } партії чекають на ваш хід:
}
email-summary-waiting-line = проти { $opponent }: { $link }
email-summary-results = { $count ->
    [0] Цього тижня жодна ваша партія не завершилася.
    [one] Цього тижня завершилася { $count } ваша партія:
    [few] Цього тижня завершилися { $count } ваші партії:
    [many] Цього тижня завершилося { $count } ваших партій:
   *[other] Цього тижня завершилося { $count } вашої партії:
}
email-summary-result-line = проти { $opponent }, { $outcome }: { $link }
refusal-too-many-challenges = Забагато викликів: зачекайте хвилину.
refusal-outside-rating-range = Ваш рейтинг поза діапазоном, який вимагає ця заявка.
refusal-side-taken = Цей колір у відкритому виклику вже зайнятий або зарезервований для іншого гравця, або ви вже граєте іншим кольором.
refusal-game-cap = Ви вже граєте { $max ->
    [one] { $max } партію
    [few] { $max } партії
    [many] { $max } партій
   *[other] { $max } партії
} — це найбільша кількість, яку сайт дозволяє одночасно: спершу завершіть одну.
refusal-opponent-game-cap = { $name } вже грає { $max ->
    [one] { $max } партію
    [few] { $max } партії
    [many] { $max } партій
   *[other] { $max } партії
} — це найбільша кількість, яку сайт дозволяє одночасно.
refusal-no-rematch = Реванш можливий лише після завершеної партії, що не належить до турніру чи клубу.

# The game page's opening explorer (docs/openings.md).
explorer-title = Дебютний довідник
explorer-closed-live = Дебютний довідник закритий під час партій наживо: він відкриється, коли партія закінчиться.
explorer-results = Білі / нічия / чорні
explorer-move = Хід
explorer-games = Партії
explorer-rating = Середній рейтинг
explorer-empty = Жодна завершена партія сайту не дійшла до цієї позиції.
explorer-ended-here = Завершені партії сайту, що дійшли до цієї позиції: { $games }. Жодна не продовжилася далі.
explorer-source = За завершеними партіями сайту. У партіях листуванням можна користуватися дебютними книгами й базами, але не рушіями.

# The analysis board (docs/analysis.md).
analysis-title = Дошка для аналізу
analysis-game-title = Аналіз: { $white } – { $black }
analysis-back-to-game = Назад до партії
analysis-refused-in-progress = Ця партія ще триває: рушій і дошка для аналізу — лише після партії, адже допомога комп'ютера під час гри заборонена.
analysis-refused-in-play = Ця позиція з партії, яку ви зараз граєте: рушій і дошка для аналізу — лише після партії, адже допомога комп'ютера під час гри заборонена.
analysis-needs-scripts = Дошці для аналізу та її рушію потрібен JavaScript.
analysis-evaluation = Оцінка
analysis-engine = Рушій
analysis-engine-hint = Stockfish працює у вашому браузері, на вашому пристрої: на сервер нічого не надсилається.
analysis-analyse-game = Проаналізувати партію
analysis-analyse-line = Проаналізувати варіант
analysis-progress = Аналіз позиції { $done } з { $total }…
analysis-done = Аналіз завершено. Рушій і далі дедалі глибше аналізує показану позицію.
analysis-engine-failed = Не вдалося запустити рушій у цьому браузері.
analysis-depth = глибина { $depth }
analysis-mate = Мат у { $moves }
analysis-checkmate = Мат
analysis-best-line = Найкращий варіант
analysis-summary = Підсумок
analysis-graph = Шанси білих на перемогу після кожного ходу
analysis-accuracy = Точність
analysis-inaccuracies = Неточності
analysis-mistakes = Помилки
analysis-blunders = Грубі помилки
analysis-inaccuracy = Неточність
analysis-mistake = Помилка
analysis-blunder = Груба помилка
analysis-setup = Розставити позицію
analysis-setup-label = FEN або партія в PGN
analysis-setup-submit = Розставити
