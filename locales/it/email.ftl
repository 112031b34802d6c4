# Email. Ciascuna è inviata come testo semplice e come HTML.

email-greeting = Ciao { $username },
email-signature = redqueen — scacchi per corrispondenza

email-verify-subject = Conferma il tuo indirizzo email
email-verify-body = Conferma che questo è il tuo indirizzo email seguendo il link qui sotto. Il link è valido per 48 ore.
email-verify-action = Conferma il mio indirizzo
email-verify-ignore = Se non l'hai richiesto tu, ignora questa email: non cambia nulla.

email-reset-subject = Scegli una nuova password
email-reset-body = Qualcuno, probabilmente tu, ha chiesto di reimpostare la password del tuo account. Segui il link qui sotto per sceglierne una nuova. Il link funziona una sola volta, per un'ora.
email-reset-action = Scegli una nuova password
email-reset-ignore = Se non l'hai richiesto tu, ignora questa email: la tua password resta com'è.

email-in-use-subject = Il tuo indirizzo è stato indicato per un altro account
email-in-use-body = Qualcuno ha chiesto di usare questo indirizzo email per un altro account su questo sito. È già tuo, quindi non è cambiato nulla: il tuo account e il suo indirizzo restano come sono. Se eri tu e non riesci ad accedere, scegli una nuova password.
email-in-use-action = Scegli una nuova password
email-in-use-ignore = Se non eri tu, ignora questa email.
