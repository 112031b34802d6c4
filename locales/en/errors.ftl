# Error messages people read.

error-not-found = This page does not exist.
error-csrf = This form has expired. Please go back, reload the page and try again.
error-too-many-requests = Too many attempts. Please wait a minute and try again.
error-bad-form = The form could not be read. Please reload the page and try again.
error-unknown-pool = There is no such rating pool. Please choose correspondence or live.
error-nul-character = The request contains a NUL character (%00), which no name, id or text may hold: nothing was changed.
error-internal = Something went wrong on our side. Please try again later.
error-go-home = Go to the front page

error-username-too-short = A username has at least { $min } characters.
error-username-too-long = A username has at most { $max } characters.
error-username-characters = A username may contain only letters, digits, "_" and "-".
error-username-taken = This username is taken.
error-email-empty = Please enter an email address.
error-email-too-long = An email address has at most { $max } characters.
error-email-malformed = This does not look like an email address (name@example.org).
error-email-taken = This email address is already registered.
error-email-same = This is already your address.
error-password-too-short = A password has at least { $min } characters.
error-password-too-long = A password has at most { $max } characters.
error-password-wrong = The password is wrong.
error-login-wrong = Wrong username or password.
error-login-locked = Too many failed attempts. Try again in { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
}.
error-link-invalid = This link is unknown, was already used, or has expired.
error-token-description = Please describe the token in 1 to { $max } characters, on one line.
error-token-scope = Unknown scope: { $scope }.
