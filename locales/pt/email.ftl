# E-mails. Cada um é enviado como texto simples e como HTML.

email-greeting = Olá, { $username },
email-signature = redqueen — xadrez por correspondência

email-verify-subject = Confirme seu endereço de e-mail
email-verify-body = Confirme que este é o seu endereço de e-mail abrindo o link abaixo. O link funciona por 48 horas.
email-verify-action = Confirmar meu endereço
email-verify-ignore = Se você não pediu isto, ignore este e-mail: nada muda.

email-reset-subject = Escolha uma nova senha
email-reset-body = Alguém, provavelmente você, pediu para redefinir a senha da sua conta. Abra o link abaixo para escolher uma nova. O link funciona uma única vez, durante uma hora.
email-reset-action = Escolher uma nova senha
email-reset-ignore = Se você não pediu isto, ignore este e-mail: sua senha continua a mesma.

email-in-use-subject = Seu endereço foi informado para outra conta
email-in-use-body = Alguém pediu para usar este endereço de e-mail em outra conta deste site. Ele já é seu, então nada mudou: sua conta e o endereço dela continuam como estão. Se foi você e não consegue entrar, escolha uma nova senha.
email-in-use-action = Escolher uma nova senha
email-in-use-ignore = Se não foi você, ignore este e-mail.
