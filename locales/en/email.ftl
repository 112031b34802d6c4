# Emails. Each is sent as plain text and HTML.

email-greeting = Hello { $username },
email-signature = redqueen — correspondence chess

email-verify-subject = Confirm your email address
email-verify-body = Please confirm that this is your email address by following the link below. The link works for 48 hours.
email-verify-action = Confirm my address
email-verify-ignore = If you did not ask for this, ignore this email: nothing changes.

email-reset-subject = Choose a new password
email-reset-body = Someone, probably you, asked to reset the password of your account. Follow the link below to choose a new one. The link works once, for one hour.
email-reset-action = Choose a new password
email-reset-ignore = If you did not ask for this, ignore this email: your password stays as it is.

email-in-use-subject = Your address was given for another account
email-in-use-body = Someone asked to use this email address for another account on this site. It is already yours, so nothing changed: your account and its address stay as they are. If it was you and you cannot get in, choose a new password.
email-in-use-action = Choose a new password
email-in-use-ignore = If it was not you, ignore this email.
