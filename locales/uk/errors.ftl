# Повідомлення про помилки, які бачать користувачі.

error-not-found = Такої сторінки не існує.
error-csrf = Термін дії цієї форми минув. Поверніться назад, оновіть сторінку й спробуйте ще раз.
error-too-many-requests = Забагато спроб. Зачекайте хвилину й спробуйте ще раз.
error-bad-form = Не вдалося прочитати форму. Оновіть сторінку й спробуйте ще раз.
error-unknown-pool = Такої категорії рейтингу немає. Виберіть заочні партії або партії в реальному часі.
error-nul-character = Запит містить символ NUL (%00), якого не може бути ні в імені, ні в ідентифікаторі, ні в тексті: нічого не змінено.
error-internal = Щось пішло не так на нашому боці. Спробуйте пізніше.
error-go-home = На головну сторінку

error-username-too-short = Ім'я користувача має містити щонайменше { $min ->
    [one] { $min } символ
    [few] { $min } символи
    [many] { $min } символів
   *[other] { $min } символу
}.
error-username-too-long = Ім'я користувача може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
}.
error-username-characters = Ім'я користувача може містити лише літери, цифри, «_» і «-».
error-username-taken = Це ім'я користувача вже зайняте.
error-email-empty = Введіть адресу електронної пошти.
error-email-too-long = Адреса електронної пошти може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
}.
error-email-malformed = Це не схоже на адресу електронної пошти (name@example.org).
error-email-taken = Ця адреса електронної пошти вже зареєстрована.
error-email-same = Це вже ваша адреса.
error-password-too-short = Пароль має містити щонайменше { $min ->
    [one] { $min } символ
    [few] { $min } символи
    [many] { $min } символів
   *[other] { $min } символу
}.
error-password-too-long = Пароль може містити щонайбільше { $max ->
    [one] { $max } символ
    [few] { $max } символи
    [many] { $max } символів
   *[other] { $max } символу
}.
error-password-wrong = Неправильний пароль.
error-login-wrong = Неправильне ім'я користувача або пароль.
error-login-locked = Забагато невдалих спроб. Спробуйте знову через { $minutes ->
    [one] { $minutes } хвилину
    [few] { $minutes } хвилини
    [many] { $minutes } хвилин
   *[other] { $minutes } хвилини
}.
error-link-invalid = Це посилання невідоме, уже використане або термін його дії минув.
error-token-description = Опишіть токен одним рядком завдовжки від 1 до { $max ->
    [one] { $max } символу
    [few] { $max } символів
    [many] { $max } символів
   *[other] { $max } символу
}.
error-token-scope = Невідомий дозвіл: { $scope }.
