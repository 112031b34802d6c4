# Registration, logging in, password reset, settings and tokens.

field-username = Username
field-email = Email address
field-password = Password
field-new-email = New email address
field-new-password = New password
field-current-password = Current password

register-title = Create an account
register-username-hint = 3 to 20 letters, digits, "_" or "-". Other members see it.
register-email-hint = Only you and the administrators ever see it.
register-submit = Create my account
register-have-account = Already have an account?

login-title = Log in
login-submit = Log in
login-forgot = Forgot your password?
login-no-account = New here?

verify-failed-title = This link does not work
verify-failed-help = Log in and ask for a new link from the reminder at the top of the page.

reset-title = Forgot your password
reset-request-help = Enter the email address of your account and we will send you a link to choose a new password.
reset-request-submit = Send me a link
reset-choose-title = Choose a new password
reset-choose-submit = Save the new password

settings-title = Settings
settings-account = Your account
settings-email-verified = confirmed
settings-email-unverified = not confirmed yet
settings-email-private = Your email address is never shown to other members.
settings-change-email = Change your email address
settings-change-email-hint = We will send a link to the new address; your address changes when you follow it.
settings-change-email-submit = Change my address
settings-change-password = Change your password
settings-change-password-submit = Change my password
settings-language = Language
settings-language-label = Language of the site and of your emails
settings-language-auto = As my browser says
settings-language-submit = Save
settings-tokens = API access tokens
settings-tokens-help = Tokens let chess programs and bots play for you through the API.
settings-tokens-manage = Manage tokens
settings-email-options-help = Choose which emails you get: your turn, challenges, reminders, results.
settings-email-options-manage = Change your email options
settings-blocks-help = Blocked players cannot challenge you or join your open games.
settings-blocks-manage = Manage blocked players
settings-board-help = The board's colours, coordinates, asking before a move and sounds, for every browser you use.
settings-board-manage = Choose the board settings
board-settings-title = Board settings
board-settings-theme = The board's colours
board-theme-brown = Brown
board-theme-blue = Blue
board-theme-green = Green
board-theme-grey = Grey
board-settings-coordinates = Show the coordinates on the board
board-settings-confirm-correspondence = Ask before sending a move in correspondence games
board-settings-confirm-live = Ask before sending a move in live games
board-settings-sounds = Sounds in live games
board-settings-dark = The site follows your system's light or dark appearance.
board-settings-save = Save the board settings
notice-board-settings-saved = Your board settings were saved.
settings-notifications = Browser notifications
settings-notifications-help = This browser can tell you when it is your move or a challenge arrives while the site's page is open in a tab you are not looking at.
settings-notifications-unsupported = This browser cannot show notifications.
settings-notifications-denied = This browser blocks notifications from this site: allow them in the browser's site settings first.
settings-notifications-enabled = Notifications are on in this browser.
settings-notifications-disabled = Notifications are off in this browser.
settings-notifications-script = Notifications need JavaScript.
settings-notifications-turn-on = Turn on notifications
settings-notifications-turn-off = Turn off notifications

tokens-title = API access tokens
tokens-new = New token
tokens-description = Description
tokens-scopes = What it may do
tokens-create = Create the token
tokens-created = Here is your new token. Copy it now: it will not be shown again.
tokens-list = Your tokens
tokens-none = You have no tokens.
tokens-revoke = Revoke
scope-board-play = play games and seek opponents with a board program
scope-bot-play = play as a bot (bot accounts only)
scope-challenge-read = see challenges
scope-challenge-write = send, accept and decline challenges

## Deleting one's account (product.md §1)
deletion-title = Delete my account
settings-deletion-help = Deleting your account erases your personal data and cannot be undone.
settings-deletion-read = What is erased and what is kept
deletion-erased = Erased at once
deletion-erased-personal = Your email address, your password, your personal information (real name, birth year, country, languages, bio) and your language.
deletion-erased-access = Your sessions and API tokens: every device is logged out and every program loses access.
deletion-erased-private = Your private notes, conditional moves, blocks, email options, vacations and the emails waiting to be sent to you.
deletion-ended = Ended at once
deletion-ended-games = Every game you are playing: you lose it by forfeit, and your opponents win (rated as usual).
deletion-ended-events = Your entries in tournaments and club events (you are withdrawn), and your challenges and open games.
deletion-kept = Kept, and why
deletion-kept-games = Your finished games, their chat and your ratings in them: they are your opponents' games as much as yours, and tournament standings and club ladders are made of them.
deletion-kept-name = In them, your name is replaced by a tombstone (deleted~ and a number). Your username is never given to anyone again, so nobody can pass for you.
deletion-kept-reports = Reports you filed and the moderation log: the administrators keep them to protect other members.
deletion-confirm = I understand that this cannot be undone.
deletion-confirm-missing = Please tick the box to confirm.
deletion-submit = Delete my account for good
notice-account-deleted = Your account is deleted. Thank you for playing here.

## BOT accounts (product.md §2)
bot-title = BOT account
settings-bot-help = To let a chess program play with this account through the Bot API.
settings-bot-read = What a BOT account is
bot-help = A BOT account is played by a program, through the Bot API of the lichess-compatible API (programs such as lichess-bot work unchanged).
bot-rule-unrated = Its games are never rated, and "BOT" is shown beside its name everywhere.
bot-rule-no-events = It plays through challenges only: no open games, tournaments or clubs.
bot-rule-api = Its tokens need the bot:play scope; the Board API is closed to it.
bot-rule-forever = Only an account that has not played or joined anything can become a BOT, and it stays one.
bot-make = Make this account a BOT
bot-confirm = This cannot be undone. Make this account a BOT for good?
bot-confirm-yes = Yes, make it a BOT
bot-is-bot = This account is a BOT account.
bot-error-already = This account is a BOT already.
bot-error-has-played = This account has played games or joined a tournament or club, so it cannot become a BOT.
notice-bot-made = This account is now a BOT account.
admin-action-bot = Make a BOT account (before it has played)
