# Сообщения об ошибках, которые видят пользователи.

error-not-found = Такой страницы не существует.
error-csrf = Срок действия формы истёк. Вернитесь назад, перезагрузите страницу и попробуйте снова.
error-too-many-requests = Слишком много попыток. Подождите минуту и попробуйте снова.
error-bad-form = Не удалось прочитать форму. Перезагрузите страницу и попробуйте снова.
error-unknown-pool = Такого рейтингового пула нет. Выберите «по переписке» или «в реальном времени».
error-nul-character = Запрос содержит символ NUL (%00), которого не может быть ни в имени, ни в идентификаторе, ни в тексте: ничего не изменено.
error-internal = У нас что-то пошло не так. Попробуйте позже.
error-go-home = На главную страницу

error-username-too-short = Имя пользователя должно содержать не менее { $min ->
    [one] { $min } символа
    [few] { $min } символов
    [many] { $min } символов
   *[other] { $min } символа
}.
error-username-too-long = Имя пользователя должно содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
error-username-characters = Имя пользователя может содержать только буквы, цифры, «_» и «-».
error-username-taken = Это имя пользователя уже занято.
error-email-empty = Введите адрес электронной почты.
error-email-too-long = Адрес электронной почты должен содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
error-email-malformed = Это не похоже на адрес электронной почты (name@example.org).
error-email-taken = Этот адрес электронной почты уже зарегистрирован.
error-email-same = Это и есть ваш текущий адрес.
error-password-too-short = Пароль должен содержать не менее { $min ->
    [one] { $min } символа
    [few] { $min } символов
    [many] { $min } символов
   *[other] { $min } символа
}.
error-password-too-long = Пароль должен содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
error-password-wrong = Неверный пароль.
error-login-wrong = Неверное имя пользователя или пароль.
error-login-locked = Слишком много неудачных попыток. Попробуйте снова через { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
}.
error-link-invalid = Эта ссылка неизвестна, уже использована или устарела.
error-token-description = Опишите токен одной строкой длиной от 1 до { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
error-token-scope = Неизвестная область доступа: { $scope }.
