# Отпуск (product.md §4): страница настроек, что видят соперники,
# письмо «отпуск заканчивается» и почему изменение отклонено.

settings-vacation = Отпуск
settings-vacation-help = Пока вы в отпуске, ваши часы не идут ни в одной партии по переписке.
settings-vacation-manage = Запланировать или изменить отпуск

vacation-title = Отпуск
vacation-help = Пока вы в отпуске, ваши часы не идут ни в одной из ваших партий по переписке. При желании вы всё равно можете заходить на сайт и делать ходы.
vacation-allowance = Осталось дней
vacation-days-left = { $year }: { $left ->
    [one] остался { $left } день
    [few] осталось { $left } дня
    [many] осталось { $left } дней
   *[other] осталось { $left } дня
} из { $allowance }
vacation-schedule = Запланировать отпуск
vacation-start = Первый день
vacation-days = Количество дней
vacation-utc = Дни считаются по UTC: отпуск начинается в полночь по UTC (или сразу, если он начинается сегодня) и заканчивается в полночь по UTC после последнего дня. Каждый день отпуска засчитывается как целый день того года, на который он приходится.
vacation-schedule-submit = Запланировать
vacation-list = Ваши отпуска
vacation-none = В этом году у вас нет отпусков.
vacation-period-heading = Дни
vacation-status-heading = Состояние
vacation-actions-heading = Изменить
vacation-period = с { $first } по { $last }
vacation-status-past = завершён
vacation-status-current = сейчас
vacation-status-upcoming = предстоит
vacation-cancel = Отменить
vacation-end-now = Завершить сейчас

vacation-away-until = { $username } в отпуске до { $until }: часы игрока не идут.
vacation-you-away-until = Вы в отпуске до { $until }: ваши часы не идут.
vacation-opponent-away = в отпуске до { $until }

notice-vacation-scheduled = Отпуск запланирован.
notice-vacation-canceled = Отпуск отменён, его дни снова свободны.
notice-vacation-ended = Ваш отпуск завершён: часы снова идут.

email-options-vacation-ending = в день окончания моего отпуска
email-options-tournament-rounds = когда начинается тур в моих турнирах
email-options-club-results = когда клубный результат ждёт моего подтверждения (за чёрных) или решения (как директора)
email-options-club-matches = когда мой клуб играет матч с другим клубом: приглашения, открытая запись, начало
email-options-weekly-summary = еженедельную сводку: партии, ожидающие моего хода, и результаты недели
email-vacation-ending-subject = Ваш отпуск заканчивается в конце дня { $last }
email-vacation-ending-body = Ваш отпуск заканчивается в полночь по UTC в конце дня { $last }. После этого ваши часы снова пойдут во всех ваших партиях по переписке.
email-vacation-ending-games = Посмотреть ваши партии

vacation-error-date = Укажите первый день в формате ГГГГ-ММ-ДД, например 2026-07-01.
vacation-error-no-such-day = Дня { $date } нет в календаре.
vacation-error-days = Укажите количество дней целым числом, например 7.
vacation-error-zero-days = Отпуск длится не менее одного дня.
vacation-error-past = Отпуск не может начинаться в прошлом: { $start } — раньше сегодняшнего дня, { $today } (UTC).
vacation-error-too-far = Отпуск может начаться не позже конца следующего года: { $start } — позже, чем { $last }.
vacation-error-overlap = Он пересекался бы с вашим отпуском с { $first } по { $last }.
vacation-error-allowance = Этот отпуск занимает { $needed ->
    [one] { $needed } день
    [few] { $needed } дня
    [many] { $needed } дней
   *[other] { $needed } дня
} в { $year } году, но на этот год { $left ->
    [0] дней не осталось
    [one] остался всего { $left } день
    [few] осталось всего { $left } дня
    [many] осталось всего { $left } дней
   *[other] осталось всего { $left } дня
}.
vacation-error-already-started = Этот отпуск уже начался: вместо отмены завершите его досрочно.
vacation-error-not-started = Этот отпуск ещё не начался: вместо завершения отмените его.
vacation-error-already-over = Этот отпуск уже завершён.
vacation-error-no-such-vacation = У вас нет такого отпуска.
vacation-error-conflict = Одна из ваших партий за это время изменилась: попробуйте снова.
