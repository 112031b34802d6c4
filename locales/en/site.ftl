# The frame of every page and the front page.

nav-skip = Skip to the content
nav-label = Main
nav-log-in = Log in
nav-log-out = Log out
nav-register = Register
nav-settings = Settings
nav-language = Language
nav-language-apply = Apply
nav-menu = Menu
nav-your-move = Your move
notify-turn = Your move on redqueen
notify-turn-body = Your opponent has moved.
notify-challenge = You have a new challenge on redqueen
nav-count-turn = { $count ->
    [one] It is your move in one game
   *[other] It is your move in { $count } games
}
nav-count-challenges = { $count ->
    [one] One challenge waits for your answer
   *[other] { $count } challenges wait for your answer
}
footer-text = redqueen — free software for correspondence chess. Playing with the help of a computer is not allowed; opening books and databases are.

home-title = Correspondence chess, at your own pace
home-lead = Play chess with people everywhere, one move a day or one a week. Your games are kept safe on the server and we email you when it is your turn.
home-feature-correspondence = Games measured in days: per-move or per-game clocks, and vacation when you need a break.
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
