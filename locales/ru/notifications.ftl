# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Календарь
settings-calendar-help = Сроки ваших ходов, туры ваших турниров и клубных соревнований и ваши отпуска — в календаре вашего телефона или компьютера.
settings-calendar-manage = Настроить календарь
calendar-intro = Подпишитесь один раз в своём календаре (на телефоне, в Google Календаре, Календаре Apple, Outlook, Thunderbird): он покажет срок хода в каждой вашей партии по переписке, туры ваших турниров и клубных соревнований и ваши отпуска и сам будет обновлять их каждый час.
calendar-make = Создать адрес моего календаря
calendar-address = Личный адрес вашего календаря
calendar-subscribe = Подписаться в моём календаре
calendar-private = Никому не показывайте этот адрес: любой, у кого он есть, может читать ваш календарь. Если он стал известен, создайте новый.
calendar-change = Сменить адрес
calendar-confirm = Я понимаю, что текущий адрес перестанет работать
calendar-make-new = Создать новый адрес
calendar-turn-off = Выключить календарь
calendar-confirm-missing = Сначала отметьте флажок: текущий адрес перестанет работать.
notice-calendar-made = У вашего календаря новый адрес: подпишитесь на него в своём календаре.
notice-calendar-off = Ваш календарь выключен: его адрес больше не работает.
calendar-name = redqueen: { $username }
calendar-your-move = Ваш ход в партии с { $opponent }
calendar-your-move-body = Срок хода в вашей партии с { $opponent }. Он меняется с каждым ходом и с отпуском.
calendar-their-move = Ход { $opponent }
calendar-their-move-body = Срок, до которого { $opponent } должен сделать ход в вашей партии. Когда { $opponent } сходит, его место займёт ваш собственный срок.
calendar-tournament-start = Начало турнира { $tournament }
calendar-tournament-start-body = Турнир, в который вы записались, начинается: стартуют ваши первые партии.
calendar-tournament-round = { $tournament }: тур { $round }
calendar-tournament-round-body = Начинаются партии тура.
calendar-tournament-resume = { $tournament }: тур { $round } продолжается
calendar-club-round = { $event }: тур { $round }
calendar-club-game-white = Вы играете белыми с { $opponent }.
calendar-club-game-black = Вы играете чёрными с { $opponent }.
calendar-vacation = В отпуске
calendar-vacation-body = Ваши часы не идут в ваших партиях по переписке.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Уведомления
notifications-kind = Событие
notifications-email = Почта
notifications-push = Push-уведомление
notifications-email-only = Только по почте
push-devices = Устройства, получающие push-уведомления
push-help = Push-уведомление приходит на ваш телефон или компьютер, даже когда сайт закрыт. Включите их на каждом устройстве, в браузере, которым вы там пользуетесь. На iPhone или iPad сначала добавьте сайт на экран «Домой» («Поделиться», затем «На экран „Домой“»), откройте его оттуда и включите push-уведомления.
push-turn-on = Включить push-уведомления на этом устройстве
push-unsupported = Этот браузер не может получать push-уведомления.
push-blocked = Уведомления для этого сайта заблокированы в настройках этого браузера: разрешите их там и попробуйте снова.
push-on-here = Это устройство получает push-уведомления.
push-failed = Браузеру не удалось включить push-уведомления. Попробуйте позже.
push-no-devices = Пока ни одно устройство не получает push-уведомления.
push-device-added = добавлено { $date }
push-remove = Больше не отправлять push-уведомления на это устройство
push-privacy = Push-уведомление идёт через push-сервис вашего браузера в зашифрованном для вашего устройства виде: сервис видит, когда оно отправлено, но не что в нём написано.
push-too-many = Push-уведомления можно включить не более чем на { $max } устройствах: сначала удалите одно.
push-bad-subscription = Это не подписка, которую создаёт браузер: ничего не изменено.
push-device-name = { $browser } на { $system }
push-device-unknown = Браузер
notice-push-turned-on = Push-уведомления на этом устройстве включены.
notice-push-device-removed = Это устройство больше не получает push-уведомления.

# The privacy page.
privacy-title = Конфиденциальность
privacy-email-title = Ваш адрес электронной почты
privacy-email-body = Ваш адрес электронной почты никогда не показывается другим участникам, никому не передаётся и не продаётся. Сайт пишет на него только то, что вы выбрали на странице «Уведомления», и то, что касается вашего аккаунта (подтверждение адреса, новый пароль).
privacy-details-title = Ваши личные данные
privacy-details-body = Имя, страну, языки, год рождения и несколько слов о себе указывать не обязательно. Их видят только участники, вошедшие на сайт, — чтобы находить соперников, с которыми у них есть что-то общее.
privacy-push-title = Push-уведомления на ваши устройства
privacy-push-body = Когда вы включаете push-уведомления для устройства, его браузер передаёт сайту адрес в своём push-сервисе (его поддерживает производитель браузера, например Google, Mozilla, Apple или Microsoft) и ключ. Каждое уведомление шифруется этим ключом, прежде чем покинуть сервер: push-сервис видит только зашифрованное сообщение, его размер и время отправки, но никогда его текст (какая партия, какой соперник, какой ход). Если удалить устройство на странице «Уведомления», его адрес здесь будет стёрт.
privacy-calendar-title = Ваш календарь
privacy-calendar-body = Адрес вашего календаря секретный: любой, у кого он есть, может читать ваши сроки, туры и отпуска — и ничего больше. Если он стал известен, создайте новый адрес на странице «Календарь»: старый сразу перестанет работать.
privacy-cookies-title = Файлы cookie
privacy-cookies-body = Сайт устанавливает три файла cookie: один сохраняет ваш вход на сайт, второй запоминает выбранный вами язык, третий защищает ваши формы от подделки. Никаких cookie для рекламы или отслеживания и никаких скриптов других сайтов.
