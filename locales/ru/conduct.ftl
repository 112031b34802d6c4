## Правила поведения и модерация (product.md §11)

conduct-title = Правила поведения
conduct-rules-courtesy = Будьте вежливы. Аккаунты игроков, которые используют грубые или оскорбительные выражения или мешают другим, блокируются.
conduct-rules-computers = Помощь компьютера во время партии запрещена. Дебютными справочниками и базами партий пользоваться можно.
conduct-rules-reports = Если другой участник нарушает эти правила, пожалуйтесь на него со страницы партии, из строки чата или из его профиля. Администраторы читают каждую жалобу.
conduct-your-warnings = Полученные вами предупреждения
conduct-your-reports = Ваши жалобы
conduct-no-reports = Вы ещё ни на кого не жаловались.
conduct-report-when = Подана
conduct-report-state = Состояние
conduct-muted-until = Вам запрещено писать в чат до { $until }.
conduct-warning-title = Предупреждение от администраторов
conduct-warning-rules = Пожалуйста, прочитайте правила сайта:
conduct-warning-acknowledge = Прочитано

report-title = Пожаловаться на участника
report-help = Расскажите администраторам, что произошло. Вашу жалобу видят только они; участнику не сообщают, кто на него пожаловался.
report-member = Участник
report-about-game = Партия
report-reason = Причина
report-reason-abuse = Грубые или оскорбительные выражения, помехи другим
report-reason-computer_assistance = Помощь компьютера
report-reason-other = Другое
report-text = Что произошло
report-send = Отправить жалобу
report-status-open = Открыта
report-status-closed = Рассмотрена
game-report = Пожаловаться на { $name }
chat-report = Пожаловаться на эту реплику
game-adjudicated-because = Результат установил администратор: { $reason }

conduct-error-no-such-member = Участника с именем { $name } нет.
conduct-error-yourself = Нельзя пожаловаться на самого себя.
conduct-error-no-such-game = Такой партии нет.
conduct-error-not-in-game = { $name } не играет в этой партии.
conduct-error-no-such-line = В чате этой партии нет такой реплики от { $name }.
conduct-error-not-your-chat = Видеть чат партии и жаловаться на его реплики могут только её игроки.
conduct-error-unknown-reason = Выберите причину.
conduct-error-text-empty = Опишите, что произошло.
conduct-error-text-too-long = Жалоба может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
conduct-error-control-characters = В тексте есть управляющие символы; наберите его заново.
conduct-error-too-many = Сегодня вы уже подали много жалоб; подождите, прежде чем подавать новую.
conduct-error-not-admin = Это могут делать только администраторы.
conduct-error-reason-missing = Укажите причину: она записывается в журнал модерации.
conduct-error-reason-too-long = Причина может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
conduct-error-no-such-report = Такой жалобы на этого участника нет.
conduct-error-report-closed = Эта жалоба уже закрыта.
conduct-error-no-such-warning = У вас нет такого предупреждения: подтвердить его может только тот, кто его получил.
conduct-error-already-banned = Аккаунт { $name } уже заблокирован.
conduct-error-not-banned = Аккаунт { $name } не заблокирован.
conduct-error-not-muted = У { $name } нет запрета на чат.
conduct-error-administrator-banned = Аккаунт администратора нельзя заблокировать; сначала лишите его прав.
conduct-error-unknown-length = Выберите срок запрета на чат.
conduct-error-unknown-action = Выберите действие.
conduct-error-unknown-result = Выберите: победа белых, победа чёрных или ничья.
conduct-error-gift-amount = Добавляемое время — от 1 минуты до 7 дней (10080 минут).

error-login-banned = Этот аккаунт заблокирован.
error-forbidden = Эту страницу могут видеть только администраторы.
notice-report-filed = Ваша жалоба отправлена администраторам.
notice-warning-acknowledged = Спасибо.
notice-report-closed = Жалоба закрыта.
notice-moderation-done = Готово, запись внесена в журнал модерации.

email-warning-subject = Предупреждение от администраторов
email-warning-body = Администратор сайта вынес вам предупреждение по следующей причине:
email-warning-action = Прочитать правила сайта

admin-reports-title = Жалобы
admin-reports-none = Открытых жалоб нет.
admin-reports-count = { $count ->
    [one] { $count } открытая жалоба
    [few] { $count } открытые жалобы
    [many] { $count } открытых жалоб
   *[other] { $count } открытой жалобы
}
admin-report-by = автор жалобы: { $name }
admin-report-chat = Чат партии
admin-report-note = Заметка
admin-report-close = Закрыть жалобу
admin-report-closed = Закрыта:
admin-member-title = Модерация: { $name }
admin-member-profile = Профиль
admin-member-banned = Аккаунт { $name } заблокирован с { $since }.
admin-member-muted-until = { $name } не может писать в чат до { $until }.
admin-member-in-good-standing = Нет ни запрета на чат, ни блокировки.
admin-member-warned = Последнее предупреждение { $when }: «{ $reason }».
admin-member-act = Меры
admin-member-action = Действие
admin-member-from-report = Ответ на открытые жалобы на { $name } (они закрываются этим действием)
admin-member-apply = Применить
admin-member-confirm = Это навсегда записывается в журнал модерации. Блокировка также завершает сеансы участника, и во всех его текущих партиях ему засчитывается техническое поражение.
admin-member-confirm-yes = Да, применить
admin-member-reports = Жалобы на этого участника
admin-action-warn = Предупредить (показывается при следующем посещении и отправляется по почте)
admin-action-mute = Запретить чат
admin-action-unmute = Снять запрет на чат
admin-action-ban = Заблокировать (без входа, игры и API)
admin-action-unban = Снять блокировку
admin-mute-length = Срок запрета на чат
admin-mute-1h = Один час
admin-mute-1d = Один день
admin-mute-7d = Одна неделя
admin-mute-30d = Один месяц
admin-reason = Причина
admin-ban-forfeits = При блокировке во всех текущих партиях участнику засчитывается техническое поражение: его соперники побеждают.
admin-log-title = Журнал модерации
admin-log-empty = Пока ничего не сделано.
admin-log-older = Более ранние записи
admin-log-when = Когда
admin-log-who = Администратор
admin-log-what = Действие
admin-log-about = Кого касается
admin-log-why = Причина
admin-log-until = до { $until }
admin-log-report = жалоба { $id }
admin-log-action-warn = предупреждение
admin-log-action-mute = запрет на чат
admin-log-action-unmute = снятие запрета на чат
admin-log-action-ban = блокировка
admin-log-action-unban = снятие блокировки
admin-log-action-close_report = закрытие жалобы
admin-log-action-adjudicate = присуждение результата
admin-log-action-give_time = добавление времени
admin-log-action-make_bot = перевод в BOT
admin-game-title = Администратор
admin-adjudicate-result = Результат
admin-adjudicate = Присудить результат
admin-adjudicate-confirm = Партия завершится с этим результатом и будет учтена в рейтинге как обычно. Это нельзя отменить.
admin-adjudicate-confirm-yes = Да, установить результат
admin-time-to = Добавить время игроку
admin-time-minutes = Минуты
admin-time-give = Добавить время
admin-member-moderate = Модерация
