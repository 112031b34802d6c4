## Поведінка та модерація (product.md §11)

conduct-title = Правила поведінки
conduct-rules-courtesy = Будьте ввічливі. Гравці, які ображають інших, лихословлять або заважають грі, отримують бан.
conduct-rules-computers = Допомога комп'ютера під час партії заборонена. Дебютні довідники та бази даних дозволені.
conduct-rules-reports = Якщо інший учасник порушує ці правила, поскаржтеся на нього зі сторінки партії, з рядка чату або з його профілю. Адміністратори читають кожну скаргу.
conduct-your-warnings = Отримані вами попередження
conduct-your-reports = Ваші скарги
conduct-no-reports = Ви ще ні на кого не скаржилися.
conduct-report-when = Подано
conduct-report-state = Стан
conduct-muted-until = Чат для вас вимкнено до { $until }: ви не можете писати в чаті.
conduct-warning-title = Попередження від адміністраторів
conduct-warning-rules = Прочитайте правила сайту:
conduct-warning-acknowledge = Прочитано

report-title = Поскаржитися на учасника
report-help = Розкажіть адміністраторам, що сталося. Вашу скаргу бачать лише вони; учасникові не повідомляють, хто на нього поскаржився.
report-member = Учасник
report-about-game = Щодо партії
report-reason = Причина
report-reason-abuse = Образи, лихослів'я, заважання грі
report-reason-computer_assistance = Допомога комп'ютера
report-reason-other = Інше
report-text = Що сталося
report-send = Надіслати скаргу
report-status-open = Відкрита
report-status-closed = Розглянута
game-report = Поскаржитися на { $name }
chat-report = Поскаржитися на цей рядок
game-adjudicated-because = Результат установив адміністратор: { $reason }

conduct-error-no-such-member = Учасника з іменем { $name } немає.
conduct-error-yourself = Ви не можете поскаржитися на самого себе.
conduct-error-no-such-game = Такої партії немає.
conduct-error-not-in-game = { $name } не грає в цій партії.
conduct-error-no-such-line = У чаті цієї партії немає такого рядка від { $name }.
conduct-error-not-your-chat = Чат партії бачать лише її гравці, і лише вони можуть скаржитися на його рядки.
conduct-error-unknown-reason = Виберіть причину.
conduct-error-text-empty = Опишіть, що сталося.
conduct-error-text-too-long = Скарга може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
}.
conduct-error-control-characters = Текст містить керівні символи; введіть його ще раз.
conduct-error-too-many = Сьогодні ви подали багато скарг; зачекайте, перш ніж подавати наступну.
conduct-error-not-admin = Це можуть робити лише адміністратори.
conduct-error-reason-missing = Вкажіть причину: її буде записано в журнал модерації.
conduct-error-reason-too-long = Причина може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
}.
conduct-error-no-such-report = Такої скарги на цього учасника немає.
conduct-error-report-closed = Цю скаргу вже закрито.
conduct-error-no-such-warning = У вас немає такого попередження: підтвердити його може лише той, хто його отримав.
conduct-error-already-banned = Учасник { $name } уже має бан.
conduct-error-not-banned = Учасник { $name } не має бану.
conduct-error-not-muted = Учасник { $name } не має заборони чату.
conduct-error-administrator-banned = Адміністратора не можна забанити; спершу заберіть у нього права адміністратора.
conduct-error-unknown-length = Виберіть тривалість заборони чату.
conduct-error-unknown-action = Виберіть дію.
conduct-error-unknown-result = Виберіть перемогу білих, перемогу чорних або нічию.
conduct-error-gift-amount = Можна додати від 1 хвилини до 7 днів (10080 хвилин).

error-login-banned = Цей обліковий запис забанено.
error-forbidden = Цю сторінку можуть переглядати лише адміністратори.
notice-report-filed = Вашу скаргу надіслано адміністраторам.
notice-warning-acknowledged = Дякуємо.
notice-report-closed = Скаргу закрито.
notice-moderation-done = Готово; дію записано в журнал модерації.

email-warning-subject = Попередження від адміністраторів
email-warning-body = Адміністратор сайту виніс вам попередження з такої причини:
email-warning-action = Прочитати правила сайту

admin-reports-title = Скарги
admin-reports-none = Відкритих скарг немає.
admin-reports-count = { $count ->
    [one] { $count } відкрита скарга
    [few] { $count } відкриті скарги
    [many] { $count } відкритих скарг
   *[other] { $count } відкритої скарги
}
admin-report-by = скарга від { $name }
admin-report-chat = Чат партії
admin-report-note = Примітка
admin-report-close = Закрити скаргу
admin-report-closed = Закрито:
admin-member-title = Модерація: { $name }
admin-member-profile = Профіль
admin-member-banned = Обліковий запис { $name } заблоковано з { $since }.
admin-member-muted-until = { $name } не може писати в чаті до { $until }.
admin-member-in-good-standing = Ні заборони чату, ні бану.
admin-member-warned = Останнє попередження { $when }: «{ $reason }».
admin-member-act = Вжити заходів
admin-member-action = Дія
admin-member-from-report = Відповідь на відкриті скарги на { $name } (їх буде закрито цією дією)
admin-member-apply = Застосувати
admin-member-confirm = Це буде назавжди записано в журнал модерації. Бан також завершує сеанси учасника і зараховує йому поразку в усіх поточних партіях.
admin-member-confirm-yes = Так, застосувати
admin-member-reports = Скарги на цього учасника
admin-action-warn = Попередити (покажеться під час наступного візиту й надійде листом)
admin-action-mute = Заборонити чат (без чату)
admin-action-unmute = Зняти заборону чату
admin-action-ban = Забанити (без входу, без гри, без API)
admin-action-unban = Зняти бан
admin-mute-length = Тривалість заборони чату
admin-mute-1h = Одна година
admin-mute-1d = Один день
admin-mute-7d = Один тиждень
admin-mute-30d = Один місяць
admin-reason = Причина
admin-ban-forfeits = Бан зараховує учасникові поразку в усіх поточних партіях: його суперники перемагають.
admin-log-title = Журнал модерації
admin-log-empty = Ще нічого не зроблено.
admin-log-older = Давніші записи
admin-log-when = Коли
admin-log-who = Адміністратор
admin-log-what = Дія
admin-log-about = Щодо
admin-log-why = Причина
admin-log-until = до { $until }
admin-log-report = скарга { $id }
admin-log-action-warn = попередження
admin-log-action-mute = заборона чату
admin-log-action-unmute = зняття заборони чату
admin-log-action-ban = бан
admin-log-action-unban = зняття бану
admin-log-action-close_report = закриття скарги
admin-log-action-adjudicate = встановлення результату
admin-log-action-give_time = додавання часу
admin-log-action-make_bot = перетворення на BOT
admin-game-title = Адміністратор
admin-adjudicate-result = Результат
admin-adjudicate = Встановити результат
admin-adjudicate-confirm = Партія завершиться з цим результатом, з урахуванням рейтингу, як зазвичай. Цю дію не можна скасувати.
admin-adjudicate-confirm-yes = Так, встановити результат
admin-time-to = Кому додати час
admin-time-minutes = Хвилини
admin-time-give = Додати час
admin-member-moderate = Модерація
