# The frame of every page and the front page.

nav-skip = Skip to the content
nav-label = Main
nav-log-in = Log in
nav-log-out = Log out
nav-register = Register
nav-settings = Settings
nav-administration = Administration
nav-language = Language
nav-language-apply = Apply
nav-menu = Menu
nav-your-move = Your move
notify-turn = Your move on redqueen
notify-turn-body = Your opponent has moved.
notify-challenge = You have a new challenge on redqueen
nav-club-results = Results
footer-text = redqueen — free software for correspondence and live chess, tournaments and club ladders. Playing with the help of a computer is not allowed; opening books and databases are.

home-title = Correspondence chess, at your own pace
home-lead = Play chess with people everywhere, one move a day or one a week. Your games are kept safe on the server and we email you when it is your turn.
home-feature-correspondence = Games measured in days: per-move or per-game clocks, and vacation when you need a break.
home-feature-live = Live games in minutes: Standard and Fast clocks, takebacks, and gems won and lost.
home-feature-email = An email when it is your move, in your language.
home-feature-tournaments = Ratings, Double Round Robin and Swiss tournaments, and club ladders.
home-feature-api = Works with existing chess clients and bots through a lichess-compatible API.
home-register = Create an account
home-log-in = I already have an account
home-welcome-back = Welcome back, { $username }.
home-welcome = Welcome to redqueen, { $username }!
home-first-game = Your first game is a click away: join an open game in the lobby, open one of your own, or challenge a player by name.
home-find-game = Find a game
home-challenge = Challenge a player

notice-registered = Welcome! We sent an email to the address you gave: follow its link to confirm the address, and you are logged in.
notice-verified = Your email address is confirmed. Thank you!
notice-verification-sent = We sent you a new confirmation link.
notice-logged-out = You are logged out.
notice-password-changed = Your password was changed.
notice-email-change-sent = We sent a confirmation link to the new address. Your address changes when you follow it.
notice-reset-sent = If an account uses that address, we sent it a link to choose a new password.
notice-password-reset = Your password was changed. Log in with the new one.
notice-language-changed = Your language setting was saved.
notice-token-revoked = The token was revoked.

reminder-verify = Please confirm your email address with the link we sent you: you can play once it is confirmed.
reminder-verify-resend = Send the link again

# An instant with the time zone it is written in (the member's, or UTC).
time-in-zone = { $time } ({ $zone })

# The languages page (/languages).
footer-languages = Languages of this site
languages-title = Languages
languages-intro = The site speaks these languages, each with every message of the English one. Choose yours with the picker at the top of every page; members keep their choice in their settings.
languages-language = Language
languages-code = Code
languages-complete = Translated
languages-percent = { $percent } %
languages-translate-title = Translate the site into your language
languages-translate-intro = Your language is missing, or a word reads wrong? Translations are plain text files that anyone can improve:
languages-translate-copy = Copy the folder { $folder } under the code of your language (for example locales/sv) and translate every message in its files.
languages-translate-messages = Keep each message’s name and its { "{ $variables }" } as they are; counts use your language’s plural forms; moves keep the letters K Q R B N.
languages-translate-list = Add the language with its own name to { $file }.
languages-translate-test = Run { $command }: the test names every message that is missing, left empty or written with other variables.
languages-translate-send = Then send your files to the project as a change or an issue: the new language appears here once it is complete.

# The page the installed app shows when the network is down.
offline-title = You are offline
offline-body = redqueen needs the network to show your games and to send your moves. Nothing you have done is lost: your games are kept on the server.
offline-retry = Try again
