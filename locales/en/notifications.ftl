# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Calendar
settings-calendar-help = Your deadlines to move, your tournaments' and club events' rounds and your vacations, in the calendar application of your phone or computer.
settings-calendar-manage = Set up your calendar
calendar-intro = Subscribe once in your calendar application (on your phone, Google Calendar, Apple Calendar, Outlook, Thunderbird): it shows the deadline to move in each of your correspondence games, your tournaments' rounds, your club events' rounds and your vacations, and reads them again by itself every hour.
calendar-make = Make my calendar address
calendar-address = Your calendar's private address
calendar-subscribe = Subscribe in my calendar application
calendar-private = Keep this address to yourself: whoever has it can read your calendar. If it got out, make a new one.
calendar-change = Change the address
calendar-confirm = I understand that the address in use stops working
calendar-make-new = Make a new address
calendar-turn-off = Turn the calendar off
calendar-confirm-missing = Tick the box first: the address in use stops working.
notice-calendar-made = Your calendar has a new address: subscribe to it in your calendar application.
notice-calendar-off = Your calendar is turned off: its address no longer works.
calendar-name = redqueen: { $username }
calendar-your-move = Your move against { $opponent }
calendar-your-move-body = The deadline to move in your game against { $opponent }. It changes with each move and with a vacation.
calendar-their-move = { $opponent } to move
calendar-their-move-body = The deadline for { $opponent } to move in your game. Once { $opponent } has moved, your own deadline takes its place.
calendar-tournament-start = { $tournament } starts
calendar-tournament-start-body = The tournament you entered starts: your first games begin.
calendar-tournament-round = { $tournament }: round { $round }
calendar-tournament-round-body = The round's games begin.
calendar-tournament-resume = { $tournament }: round { $round } resumes
calendar-club-round = { $event }: round { $round }
calendar-club-game-white = You play White against { $opponent }.
calendar-club-game-black = You play Black against { $opponent }.
calendar-vacation = On vacation
calendar-vacation-body = Your clocks do not run in your correspondence games.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Notifications
notifications-kind = Notice
notifications-email = Email
notifications-push = Push
notifications-email-only = By email only
push-devices = Devices that receive pushes
push-help = A push reaches your phone or computer even when the site is closed. Turn it on from each device, in the browser you use there. On an iPhone or iPad, first add the site to your Home Screen (Share, then "Add to Home Screen"), open it from there and turn pushes on.
push-turn-on = Turn on pushes on this device
push-unsupported = This browser cannot receive pushes.
push-blocked = Notifications are blocked for this site in this browser's settings: allow them there, then try again.
push-on-here = This device receives pushes.
push-failed = The browser could not turn pushes on. Try again later.
push-no-devices = No device receives pushes yet.
push-device-added = added on { $date }
push-remove = Stop pushes to this device
push-privacy = A push travels through your browser's push service encrypted for your device: the service sees when it is sent, not what it says.
push-too-many = Pushes can be on for at most { $max } devices: remove one first.
push-bad-subscription = This is not a subscription a browser makes: nothing was changed.
push-another-members = This device already receives another member's pushes: they can stop them on their Notifications page. Nothing was changed.
push-device-name = { $browser } on { $system }
push-device-unknown = A browser
notice-push-turned-on = Pushes are on for this device.
notice-push-device-removed = That device no longer receives pushes.

# The privacy page.
privacy-title = Privacy
privacy-email-title = Your email address
privacy-email-body = Your email address is never shown to other members, nor given or sold to anyone. The site writes to it only what you chose on the Notifications page, and what concerns your account (confirming the address, a new password).
privacy-details-title = Your personal details
privacy-details-body = Your name, country, languages, year of birth and a few words about you are optional. Only logged-in members see them, to find opponents they have something in common with.
privacy-push-title = Pushes to your devices
privacy-push-body = When you turn pushes on for a device, its browser gives the site an address at its push service (run by the browser's maker, such as Google, Mozilla, Apple or Microsoft) and a key. Each push is encrypted with that key before it leaves the server: the push service sees only an encrypted message, its size and the time it is sent, never its text (which game, which opponent, which move). Removing the device on your Notifications page deletes its address here.
privacy-calendar-title = Your calendar
privacy-calendar-body = Your calendar's address is secret: whoever has it can read your deadlines, rounds and vacations, and nothing else. If it got out, make a new address on the Calendar page: the old one stops working at once.
privacy-cookies-title = Cookies
privacy-cookies-body = The site sets four cookies: one keeps you logged in, one remembers the language you chose, one protects your forms against forgery and one tells the site your browser's time zone, so that times are written in it until you choose one. No cookie for advertising or tracking, and no other site's scripts.
