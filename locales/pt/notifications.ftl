# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Calendário
settings-calendar-help = Seus prazos para jogar, as rodadas dos seus torneios e dos eventos dos seus clubes e suas férias, no aplicativo de calendário do seu celular ou computador.
settings-calendar-manage = Configurar seu calendário
calendar-intro = Assine uma vez no seu aplicativo de calendário (no celular, Google Agenda, Calendário da Apple, Outlook, Thunderbird): ele mostra o prazo para jogar em cada uma das suas partidas por correspondência, as rodadas dos seus torneios e dos eventos dos seus clubes e suas férias, e os lê de novo sozinho a cada hora.
calendar-make = Criar o endereço do meu calendário
calendar-address = O endereço privado do seu calendário
calendar-subscribe = Assinar no meu aplicativo de calendário
calendar-private = Guarde este endereço só para você: quem o tiver pode ler seu calendário. Se ele vazou, crie um novo.
calendar-change = Mudar o endereço
calendar-confirm = Entendo que o endereço em uso deixará de funcionar
calendar-make-new = Criar um novo endereço
calendar-turn-off = Desativar o calendário
calendar-confirm-missing = Marque a caixa primeiro: o endereço em uso deixará de funcionar.
notice-calendar-made = Seu calendário tem um novo endereço: assine-o no seu aplicativo de calendário.
notice-calendar-off = Seu calendário está desativado: o endereço dele não funciona mais.
calendar-name = redqueen: { $username }
calendar-your-move = Sua vez contra { $opponent }
calendar-your-move-body = O prazo para jogar na sua partida contra { $opponent }. Ele muda a cada lance e com férias.
calendar-their-move = Vez de { $opponent }
calendar-their-move-body = O prazo para { $opponent } jogar na partida de vocês. Quando { $opponent } tiver jogado, o seu próprio prazo toma o lugar dele.
calendar-tournament-start = Começa { $tournament }
calendar-tournament-start-body = O torneio em que você se inscreveu começa: suas primeiras partidas começam.
calendar-tournament-round = { $tournament }: rodada { $round }
calendar-tournament-round-body = As partidas da rodada começam.
calendar-tournament-resume = { $tournament }: a rodada { $round } recomeça
calendar-club-round = { $event }: rodada { $round }
calendar-club-game-white = Você joga de brancas contra { $opponent }.
calendar-club-game-black = Você joga de pretas contra { $opponent }.
calendar-vacation = De férias
calendar-vacation-body = Seus relógios não correm nas suas partidas por correspondência.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Notificações
notifications-kind = Aviso
notifications-email = E-mail
notifications-push = Notificação push
notifications-email-only = Só por e-mail
push-devices = Dispositivos que recebem notificações push
push-help = Uma notificação push chega ao seu celular ou computador mesmo quando o site está fechado. Ative-as em cada dispositivo, no navegador que você usa nele. Num iPhone ou iPad, primeiro adicione o site à Tela de Início ("Compartilhar", depois "Adicionar à Tela de Início"), abra-o por lá e ative as notificações push.
push-turn-on = Ativar as notificações push neste dispositivo
push-unsupported = Este navegador não consegue receber notificações push.
push-blocked = As notificações deste site estão bloqueadas nas configurações deste navegador: permita-as lá e tente de novo.
push-on-here = Este dispositivo recebe notificações push.
push-failed = O navegador não conseguiu ativar as notificações push. Tente de novo mais tarde.
push-no-devices = Nenhum dispositivo recebe notificações push ainda.
push-device-added = adicionado em { $date }
push-remove = Parar as notificações push para este dispositivo
push-privacy = Uma notificação push passa pelo serviço de push do seu navegador, criptografada para o seu dispositivo: o serviço vê quando ela é enviada, não o que ela diz.
push-too-many = As notificações push podem estar ativadas em no máximo { $max } dispositivos: remova um primeiro.
push-bad-subscription = Isto não é uma assinatura como as que um navegador cria: nada foi alterado.
push-another-members = Este dispositivo já recebe as notificações push de outro membro: ele pode desativá-las na sua página de Notificações. Nada foi alterado.
push-device-name = { $browser } no { $system }
push-device-unknown = Um navegador
notice-push-turned-on = As notificações push estão ativadas neste dispositivo.
notice-push-device-removed = Esse dispositivo não recebe mais notificações push.

# The privacy page.
privacy-title = Privacidade
privacy-email-title = Seu endereço de e-mail
privacy-email-body = Seu endereço de e-mail nunca é mostrado aos outros membros, nem dado ou vendido a ninguém. O site só envia para ele o que você escolheu na página Notificações e o que diz respeito à sua conta (a confirmação do endereço, uma nova senha).
privacy-details-title = Seus dados pessoais
privacy-details-body = Seu nome, país, idiomas, ano de nascimento e algumas palavras sobre você são opcionais. Só os membros conectados os veem, para encontrar adversários com quem tenham algo em comum.
privacy-push-title = Notificações push para seus dispositivos
privacy-push-body = Quando você ativa as notificações push num dispositivo, o navegador dele dá ao site um endereço no seu serviço de push (mantido pelo fabricante do navegador, como Google, Mozilla, Apple ou Microsoft) e uma chave. Cada notificação é criptografada com essa chave antes de sair do servidor: o serviço de push vê apenas uma mensagem criptografada, o tamanho dela e o horário em que é enviada, nunca o texto (qual partida, qual adversário, qual lance). Remover o dispositivo na sua página Notificações apaga o endereço dele aqui.
privacy-calendar-title = Seu calendário
privacy-calendar-body = O endereço do seu calendário é secreto: quem o tiver pode ler seus prazos, rodadas e férias, e nada mais. Se ele vazou, crie um novo endereço na página Calendário: o antigo para de funcionar na hora.
privacy-cookies-title = Cookies e scripts
privacy-cookies-body = O site usa quatro cookies: um mantém você conectado, outro lembra o idioma que você escolheu, outro protege seus formulários contra falsificação e outro informa ao site o fuso horário do seu navegador, para escrever os horários nele até você escolher um. Nenhum cookie de publicidade ou rastreamento, nem scripts de outros sites.
