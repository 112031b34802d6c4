# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Календар
settings-calendar-help = Терміни ваших ходів, тури ваших турнірів і клубних змагань та ваші відпустки — у календарі вашого телефона чи комп'ютера.
settings-calendar-manage = Налаштувати календар
calendar-intro = Підпишіться один раз у своєму календарі (на телефоні, у Google Календарі, Календарі Apple, Outlook, Thunderbird): він покаже термін ходу в кожній вашій партії листуванням, тури ваших турнірів і клубних змагань та ваші відпустки й сам оновлюватиме їх щогодини.
calendar-make = Створити адресу мого календаря
calendar-address = Особиста адреса вашого календаря
calendar-subscribe = Підписатися в моєму календарі
calendar-private = Нікому не показуйте цю адресу: будь-хто, хто її має, може читати ваш календар. Якщо вона стала відома, створіть нову.
calendar-change = Змінити адресу
calendar-confirm = Я розумію, що поточна адреса перестане працювати
calendar-make-new = Створити нову адресу
calendar-turn-off = Вимкнути календар
calendar-confirm-missing = Спершу позначте прапорець: поточна адреса перестане працювати.
notice-calendar-made = Ваш календар має нову адресу: підпишіться на неї у своєму календарі.
notice-calendar-off = Ваш календар вимкнено: його адреса більше не працює.
calendar-name = redqueen: { $username }
calendar-your-move = Ваш хід у партії з { $opponent }
calendar-your-move-body = Термін ходу у вашій партії з { $opponent }. Він змінюється з кожним ходом і з відпусткою.
calendar-their-move = Хід { $opponent }
calendar-their-move-body = Термін, до якого { $opponent } має зробити хід у вашій партії. Коли { $opponent } зробить хід, його місце займе ваш власний термін.
calendar-tournament-start = Початок турніру { $tournament }
calendar-tournament-start-body = Турнір, у який ви записалися, починається: стартують ваші перші партії.
calendar-tournament-round = { $tournament }: тур { $round }
calendar-tournament-round-body = Починаються партії туру.
calendar-tournament-resume = { $tournament }: тур { $round } продовжується
calendar-club-round = { $event }: тур { $round }
calendar-club-game-white = Ви граєте білими з { $opponent }.
calendar-club-game-black = Ви граєте чорними з { $opponent }.
calendar-vacation = У відпустці
calendar-vacation-body = Ваші годинники не йдуть у ваших партіях листуванням.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Сповіщення
notifications-kind = Подія
notifications-email = Пошта
notifications-push = Push-сповіщення
notifications-email-only = Лише поштою
push-devices = Пристрої, що отримують push-сповіщення
push-help = Push-сповіщення надходить на ваш телефон чи комп'ютер, навіть коли сайт закрито. Увімкніть їх на кожному пристрої, у браузері, яким ви там користуєтеся. На iPhone чи iPad спершу додайте сайт на початковий екран («Поширити», потім «На початковий екран»), відкрийте його звідти й увімкніть push-сповіщення.
push-turn-on = Увімкнути push-сповіщення на цьому пристрої
push-unsupported = Цей браузер не може отримувати push-сповіщення.
push-blocked = Сповіщення для цього сайту заблоковано в налаштуваннях цього браузера: дозвольте їх там і спробуйте ще раз.
push-on-here = Цей пристрій отримує push-сповіщення.
push-failed = Браузерові не вдалося ввімкнути push-сповіщення. Спробуйте пізніше.
push-no-devices = Поки жоден пристрій не отримує push-сповіщень.
push-device-added = додано { $date }
push-remove = Більше не надсилати push-сповіщення на цей пристрій
push-privacy = Push-сповіщення проходить через push-сервіс вашого браузера, зашифроване для вашого пристрою: сервіс бачить, коли його надіслано, але не те, що в ньому написано.
push-too-many = Push-сповіщення можна ввімкнути щонайбільше на { $max } пристроях: спершу вилучіть один.
push-bad-subscription = Це не підписка, яку створює браузер: нічого не змінено.
push-another-members = Цей пристрій уже отримує push-сповіщення іншого учасника: він може вимкнути їх на своїй сторінці «Сповіщення». Нічого не змінено.
push-device-name = { $browser } на { $system }
push-device-unknown = Браузер
notice-push-turned-on = Push-сповіщення на цьому пристрої ввімкнено.
notice-push-device-removed = Цей пристрій більше не отримує push-сповіщень.

# The privacy page.
privacy-title = Конфіденційність
privacy-email-title = Ваша адреса електронної пошти
privacy-email-body = Вашу адресу електронної пошти ніколи не показують іншим учасникам, нікому не передають і не продають. Сайт пише на неї лише те, що ви вибрали на сторінці «Сповіщення», і те, що стосується вашого облікового запису (підтвердження адреси, новий пароль).
privacy-details-title = Ваші особисті дані
privacy-details-body = Ім'я, країну, мови, рік народження та кілька слів про себе вказувати не обов'язково. Їх бачать лише учасники, які увійшли на сайт, — щоб знаходити суперників, з якими мають щось спільне.
privacy-push-title = Push-сповіщення на ваші пристрої
privacy-push-body = Коли ви вмикаєте push-сповіщення для пристрою, його браузер передає сайту адресу у своєму push-сервісі (його підтримує виробник браузера, наприклад Google, Mozilla, Apple чи Microsoft) і ключ. Кожне сповіщення шифрується цим ключем, перш ніж залишити сервер: push-сервіс бачить лише зашифроване повідомлення, його розмір і час надсилання, але ніколи його текст (яка партія, який суперник, який хід). Якщо вилучити пристрій на сторінці «Сповіщення», його адресу тут буде стерто.
privacy-calendar-title = Ваш календар
privacy-calendar-body = Адреса вашого календаря таємна: будь-хто, хто її має, може читати ваші терміни, тури й відпустки — і нічого більше. Якщо вона стала відома, створіть нову адресу на сторінці «Календар»: стара одразу перестане працювати.
privacy-cookies-title = Файли cookie
privacy-cookies-body = Сайт встановлює три файли cookie: один зберігає ваш вхід на сайт, другий запам'ятовує вибрану вами мову, третій захищає ваші форми від підробки. Жодних cookie для реклами чи стеження і жодних скриптів інших сайтів.
