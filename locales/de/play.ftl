# Partien, Herausforderungen und ihre E-Mails.

game-rated = gewertet
game-casual = ungewertet
game-club = Vereinspartie (Vereinswertungen)
game-club-rating = Vereinswertung
tc-per-move = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
tc-per-game = { $days } Tage pro Spieler für die gesamte Partie
tc-fischer = { $days } Tage plus { $increment ->
    [one] { $increment } Tag
   *[other] { $increment } Tage
} pro Zug
tc-club = G/{ $minutes }: { $minutes } Minuten pro Spieler für die gesamte Partie
tc-live = { $mode ->
    [fast] Schnell
   *[standard] Standard
}: { $round } Minuten pro Spieler, höchstens { $move ->
    [one] { $move } Minute
   *[other] { $move } Minuten
} pro Zug{ $extra ->
    [0] {""}
   *[other] , { $extra } Sekunden Zeitgutschrift pro Zug
}, { $takebacks ->
    [0] keine Zugrücknahmen
    [one] { $takebacks } Zugrücknahme je Spieler
   *[other] { $takebacks } Zugrücknahmen je Spieler
}

outcome-won = { $winner } hat gewonnen: { $reason }
outcome-no-winner = Ergebnis: { $reason }
outcome-no-result = Kein Ergebnis: { $reason }
outcome-you-won = Du hast gewonnen: { $reason }
outcome-you-lost = Du hast verloren: { $reason }
reason-mate = Schachmatt
reason-resign = Aufgabe
reason-stalemate = Remis durch Patt
reason-timeout = Zeitüberschreitung
reason-draw-agreed = Remis durch Einigung
reason-threefold = Remis durch dreifache Stellungswiederholung
reason-fifty-moves = Remis durch die 50-Züge-Regel
reason-fivefold = Remis durch fünffache Stellungswiederholung
reason-seventy-five-moves = Remis durch die 75-Züge-Regel
reason-insufficient-material = Remis: Keine Seite kann mattsetzen
reason-aborted = abgebrochen
reason-deleted = einvernehmlich gelöscht
reason-adjudicated = von einem Administrator entschieden
reason-forfeit = kampflos
reason-no-result-timeout = Die Zeit lief ab, bevor jeder Spieler 5 Züge gemacht hatte
reason-quit-agreed = Ein Spieler bat um Ausstieg, und der andere stimmte zu
reason-quit = { $quitter } ist ausgestiegen
reason-quit-you = du bist ohne Zustimmung deines Gegners ausgestiegen
reason-quit-opponent = dein Gegner ist ausgestiegen
no-result-aborted-you = Du hast die Partie abgebrochen
no-result-aborted-opponent = { $player } hat die Partie abgebrochen
no-result-aborted = { $player } hat die Partie abgebrochen
no-result-quit-agreed-you = Du hast um Ausstieg gebeten, und { $opponent } hat zugestimmt
no-result-quit-agreed-opponent = { $player } hat um Ausstieg gebeten, und du hast zugestimmt
no-result-quit-agreed = { $player } hat um Ausstieg gebeten, und { $opponent } hat zugestimmt
no-result-time-you = Deine Zeit lief ab, bevor du 5 Züge gemacht hattest: kein Ergebnis
no-result-time-opponent = Die Zeit von { $player } lief vor dem 5. eigenen Zug ab: kein Ergebnis
no-result-time = Die Zeit von { $player } lief vor dem 5. eigenen Zug ab: kein Ergebnis
reason-unknown = Partie beendet

decline-generic = zurzeit keine Herausforderungen erwünscht
decline-later = gerade ungünstig; bitte später noch einmal versuchen
decline-toofast = Bedenkzeit zu kurz
decline-tooslow = Bedenkzeit zu lang
decline-timecontrol = diese Bedenkzeit ist nicht erwünscht
decline-rated = lieber eine gewertete Partie
decline-casual = lieber eine ungewertete Partie
decline-standard = keine Partien aus einer aufgebauten Stellung
decline-variant = diese Variante ist nicht erwünscht
decline-nobot = keine Herausforderungen von Bots
decline-onlybot = nur Herausforderungen von Bots
# Die Gründe, wie der ablehnende Spieler sie auswählt, in seinen eigenen Worten.
decline-choice-generic = Ich nehme zurzeit keine Herausforderungen an
decline-choice-later = Gerade passt es mir nicht; frag später noch einmal
decline-choice-toofast = Diese Bedenkzeit ist mir zu kurz
decline-choice-tooslow = Diese Bedenkzeit ist mir zu lang
decline-choice-timecontrol = Ich nehme diese Bedenkzeit nicht an
decline-choice-rated = Schick mir lieber eine gewertete Herausforderung
decline-choice-casual = Schick mir lieber eine ungewertete Herausforderung
decline-choice-standard = Ich nehme keine Partien aus einer aufgebauten Stellung an
decline-choice-nobot = Ich nehme keine Herausforderungen von Bots an
challenge-you-play-white = du spielst Weiß
challenge-you-play-black = du spielst Schwarz
challenge-color-random = Farben werden ausgelost

email-open-game = Partie öffnen
email-your-turn-subject = { $opponent } hat { $move } gespielt: Du bist am Zug
email-your-turn-body = In deiner Partie gegen { $opponent } hat { $opponent } { $move } gespielt. Du bist am Zug.
email-draw-offered-subject = { $opponent } bietet Remis an
email-draw-offered-body = In deiner Partie gegen { $opponent } bietet { $opponent } Remis an. Nimm es auf der Partieseite an oder lehne es ab.
email-game-over-subject = Partie gegen { $opponent } beendet
email-game-over-body = Deine Partie gegen { $opponent } ist beendet. { $outcome }.
email-game-over-pgn = Die Partienotation (PGN): { $link }
email-challenge-received-subject = { $challenger } fordert dich heraus
email-challenge-received-body = { $challenger } fordert dich zu einer Fernpartie heraus: { $kind }, { $control }.
email-challenge-message = Nachricht dazu: „{ $message }“
email-challenge-see = Deine Herausforderungen ansehen
email-challenge-accepted-subject = { $opponent } hat deine Herausforderung angenommen
email-challenge-accepted-body = { $opponent } hat deine Herausforderung angenommen: Die Partie hat begonnen.
email-challenge-declined-subject = { $opponent } hat deine Herausforderung abgelehnt
email-challenge-declined-body = { $opponent } hat deine Herausforderung abgelehnt: { $reason }.
email-reminder-subject = Dein Zug gegen { $opponent }: { $hours ->
    [one] noch { $hours } Stunde
   *[other] noch { $hours } Stunden
}
email-reminder-body = Deine Bedenkzeit in der Partie gegen { $opponent } läuft ab: { $hours ->
    [one] Es bleibt noch { $hours } Stunde
   *[other] Es bleiben noch { $hours } Stunden
}. Wer seine Zeit überschreitet, verliert die Partie.

refusal-self-challenge = Du kannst dich nicht selbst herausfordern.
refusal-rated-with-bot = Partien gegen ein BOT-Konto werden nie gewertet: Entferne das Häkchen bei „gewertet“.
refusal-bot-open-game = BOT-Konten spielen nur über Herausforderungen, nicht in offenen Partien.
refusal-blocked = { $username } nimmt keine Herausforderungen von dir an.
refusal-dest-banned = { $username } ist gesperrt und kann nicht herausgefordert werden.
refusal-bad-position = Das ist nicht die FEN einer legalen, spielbaren Schachstellung.
refusal-rated-custom-position = Eine Partie aus einer eigenen Stellung kann nicht gewertet werden.
refusal-message-too-long = Die Nachricht hat höchstens { $max } Zeichen und keine Steuerzeichen.
refusal-club-control = G/5, G/10, G/15 und G/30 sind Vereinspartien: Fordere über die Leiter des Vereins heraus.
refusal-ladder-challenge-pending = Du hast { $name } schon zu dieser Leiterpartie herausgefordert ({ $id }): Die Herausforderung wartet auf eine Antwort.
refusal-own-open-game = Du kannst deiner eigenen offenen Partie nicht beitreten.
refusal-blocked-join = Der Spieler dieser offenen Partie lässt dich nicht zu.
refusal-chat-empty = Die Nachricht ist leer.
refusal-chat-too-long = Eine Chatnachricht hat höchstens { $max } Zeichen.
refusal-chat-one-line = Eine Chatnachricht besteht aus einer Textzeile.
refusal-chat-too-fast = Zu viele Nachrichten: Warte eine Minute.
refusal-conditional-too-many = Höchstens { $lines } Varianten mit je höchstens { $plies } Zügen.
refusal-conditional-live = Bedingte Züge gibt es nur in Fernpartien: In einer Live-Partie machst du stattdessen einen Vorauszug auf dem Brett.
refusal-conditional-line = Variante { $line }: { $reason }
conditional-not-opponents-turn = Bedingte Züge werden eingegeben, während dein Gegner am Zug ist.
conditional-unpaired = Auf jeden Zug deines Gegners braucht es eine Antwort von dir.
conditional-move = Zug { $index }: { $reason }
conditional-conflicting-reply = Zug { $index }: Auf { $move } antwortest du bereits anders.

rule-game-over = Die Partie ist beendet.
rule-not-your-turn = Du bist nicht am Zug.
rule-stale = Die Partie ist weitergegangen, seit du sie angesehen hast: Hier ist der aktuelle Stand.
rule-move-malformed = „{ $move }“ ist kein Zug: Schreib ihn in SAN (Nf3, exd5, O-O, e8=Q) oder UCI (g1f3, e7e8q).
rule-move-illegal = „{ $move }“ ist in dieser Stellung kein legaler Zug.
rule-move-ambiguous = „{ $move }“ passt auf mehr als einen Zug: Gib an, welche Figur zieht (z. B. Nbd2, R1e2).
rule-move-promotion = „{ $move }“ erreicht die letzte Reihe: Gib die Figur an, in die umgewandelt wird (=Q, =R, =B oder =N).
rule-nothing-to-claim = Es gibt kein Remis zu beanspruchen: Die Stellung ist nicht dreimal mit dir am Zug aufgetreten, und es sind keine fünfzig Züge ohne Bauernzug oder Schlagzug vergangen.
rule-no-draw-offer = Dein Gegner hat kein Remis angeboten.
rule-not-stand-alone = Turnier- und Vereinspartien können nicht abgebrochen oder gelöscht werden.
rule-too-late-to-abort = Die Partie kann nicht mehr abgebrochen werden: Beide Seiten haben gezogen.
rule-too-early-to-delete = Die Partie kann erst gelöscht werden, wenn beide Seiten gezogen haben: Brich sie stattdessen ab.
rule-no-deletion-request = Dein Gegner hat nicht vorgeschlagen, die Partie zu löschen.
rule-not-live = Das ist keine Live-Partie: Zugrücknahmen und Ausstiegsanfragen gibt es nur in Live-Partien.
rule-live-no-deletion = Live-Partien können nicht gelöscht werden: Bitte deinen Gegner stattdessen um einen Ausstieg.
rule-resign-too-early = Aufgeben ist erst nach 10 Zügen pro Spieler (20 Halbzügen) möglich, und die Partie steht bei Halbzug { $ply }: { $quit ->
    [yes] Bitte bis dahin deinen Gegner um einen Ausstieg.
   *[no] Spiel bis dahin weiter oder lass deine Uhr ablaufen.
}
rule-draw-request-too-early = Remis kann erst nach 10 Zügen pro Spieler (20 Halbzügen) angeboten werden, und die Partie steht bei Halbzug { $ply }.
rule-draw-requests-used = Du hast alle { $max } Remisangebote gemacht, die jedem Spieler in dieser Partie zustehen: Du kannst aber weiterhin das Angebot deines Gegners annehmen oder Remis beanspruchen.
rule-no-move-to-take-back = Du hast keinen Zug, den du zurücknehmen kannst.
rule-opponent-replied = Dein Gegner hat auf deinen letzten Zug schon geantwortet: Er kann nicht mehr zurückgenommen werden.
rule-takebacks-used = Du hast keine Zugrücknahmen mehr (in dieser Partie hat jeder Spieler { $allowance }): Bitte deinen Gegner stattdessen um eine Zugrücknahme.
rule-no-takeback-offer = Dein Gegner hat nicht um eine Zugrücknahme gebeten.
rule-no-takebacks-in-club-games = In Vereinspartien gelten nur die Schachregeln: Zugrücknahmen gibt es nicht.
rule-no-quit-requests = In Turnier- und Vereinspartien gibt es keine Ausstiegsanfragen: Sie enden immer mit einem Ergebnis.
rule-no-quit-request = Es gibt keine Ausstiegsanfrage, auf die du antworten könntest.
rule-own-quit-request = Du kannst nicht auf deine eigene Ausstiegsanfrage antworten.
rule-quit-already-requested = Du hast bereits um Ausstieg gebeten: Dein Gegner hat noch nicht geantwortet.
rule-quit-request-stands = Dein Gegner kann auf die Ausstiegsanfrage noch antworten.
rule-record = Die Notation der Partie konnte nicht nachgespielt werden: Bitte wende dich an einen Administrator.
refusal-note-too-long = Eine Notiz hat höchstens { $max } Zeichen und keine Steuerzeichen.
refusal-unverified = Bestätige deine E-Mail-Adresse, bevor du spielst: Folge dem Link, den wir dir geschickt haben.
refusal-bot-tournament = BOT-Konten spielen nicht in Turnieren.
email-digest-subject = { $count ->
    [one] Du bist in { $count } Partie am Zug
   *[other] Du bist in { $count } Partien am Zug
}
email-digest-body = Hier sind die Partien, in denen du am Zug bist:
email-digest-line = gegen { $opponent }, { $hours ->
    [one] noch { $hours } Stunde
   *[other] noch { $hours } Stunden
}: { $link }
email-summary-subject = { $count ->
    [0] Deine Woche auf redqueen
    [one] Deine Woche auf redqueen: { $count } Partie wartet auf deinen Zug
   *[other] Deine Woche auf redqueen: { $count } Partien warten auf deinen Zug
}
email-summary-waiting = { $count ->
    [0] Keine Partie wartet auf deinen Zug.
    [one] { $count } Partie wartet auf deinen Zug:
   *[other] { $count } Partien warten auf deinen Zug:
}
email-summary-waiting-line = gegen { $opponent }: { $link }
email-summary-results = { $count ->
    [0] Diese Woche ist keine deiner Partien zu Ende gegangen.
    [one] Diese Woche ist { $count } deiner Partien zu Ende gegangen:
   *[other] Diese Woche sind { $count } deiner Partien zu Ende gegangen:
}
email-summary-result-line = gegen { $opponent }, { $outcome }: { $link }
refusal-too-many-challenges = Zu viele Herausforderungen: Warte eine Minute.
refusal-outside-rating-range = Deine Wertungszahl liegt außerhalb des Bereichs, den diese offene Partie verlangt.
refusal-side-taken = Diese Seite der offenen Herausforderung ist bereits vergeben oder für einen anderen Spieler reserviert, oder du hast schon die andere Seite.
refusal-game-cap = Du spielst bereits { $max } Partien, das Maximum, das diese Website gleichzeitig erlaubt: Beende zuerst eine.
refusal-opponent-game-cap = { $name } spielt bereits { $max } Partien, das Maximum, das diese Website gleichzeitig erlaubt.
refusal-no-rematch = Eine Revanche gibt es nur nach einer beendeten Partie, die zu keinem Turnier und keinem Verein gehört.

# The game page's opening explorer (docs/openings.md).
explorer-title = Eröffnungsdatenbank
explorer-closed-live = Die Eröffnungsdatenbank ist während Live-Partien geschlossen: Sie öffnet sich, wenn die Partie vorbei ist.
explorer-results = Weiß / Remis / Schwarz
explorer-move = Zug
explorer-games = Partien
explorer-rating = Durchschnittswertung
explorer-empty = Keine beendete Partie der Seite hat diese Stellung erreicht.
explorer-ended-here = Beendete Partien der Seite, die diese Stellung erreichten: { $games }. Keine ging von hier aus weiter.
explorer-source = Aus den beendeten Partien der Seite. Eröffnungsbücher und Datenbanken dürfen in Fernschachpartien benutzt werden, Engines nicht.

# The analysis board (docs/analysis.md).
analysis-title = Analysebrett
analysis-game-title = Analyse: { $white } – { $black }
analysis-back-to-game = Zurück zur Partie
analysis-refused-in-progress = Diese Partie wird noch gespielt: Engine und Analysebrett gibt es erst nach der Partie, denn Computerhilfe während der Partie ist nicht erlaubt.
analysis-refused-in-play = Diese Stellung stammt aus einer Partie, die du gerade spielst: Engine und Analysebrett gibt es erst nach der Partie, denn Computerhilfe während der Partie ist nicht erlaubt.
analysis-needs-scripts = Das Analysebrett und seine Engine benötigen JavaScript.
analysis-evaluation = Bewertung
analysis-engine = Engine
analysis-engine-hint = Stockfish läuft in deinem Browser, auf deinem Gerät: Es wird nichts an den Server gesendet.
analysis-analyse-game = Partie analysieren
analysis-analyse-line = Variante analysieren
analysis-progress = Stellung { $done } von { $total } wird analysiert…
analysis-done = Analyse fertig. Die Engine rechnet in der gezeigten Stellung immer tiefer weiter.
analysis-engine-failed = Die Engine konnte in diesem Browser nicht starten.
analysis-depth = Tiefe { $depth }
analysis-mate = Matt in { $moves }
analysis-checkmate = Schachmatt
analysis-best-line = Beste Variante
analysis-summary = Zusammenfassung
analysis-graph = Gewinnchancen von Weiß nach jedem Zug
analysis-accuracy = Genauigkeit
analysis-inaccuracies = Ungenauigkeiten
analysis-mistakes = Fehler
analysis-blunders = Grobe Patzer
analysis-inaccuracy = Ungenauigkeit
analysis-mistake = Fehler
analysis-blunder = Grober Patzer
analysis-setup = Stellung aufbauen
analysis-setup-label = Eine FEN oder eine Partie als PGN
analysis-setup-submit = Aufbauen
