# A moldura de todas as páginas e a página inicial.

nav-skip = Pular para o conteúdo
nav-label = Principal
nav-log-in = Entrar
nav-log-out = Sair
nav-register = Cadastrar-se
nav-settings = Configurações
nav-administration = Administração
nav-language = Idioma
nav-language-apply = Aplicar
nav-menu = Menu
nav-your-move = Sua vez
notify-turn = Sua vez no redqueen
notify-turn-body = Seu adversário jogou.
notify-challenge = Você tem um novo desafio no redqueen
nav-club-results = Resultados
footer-text = redqueen — software livre para xadrez por correspondência e ao vivo, torneios e escadas de clubes. Não é permitido jogar com ajuda de um computador; livros de aberturas e bancos de dados são permitidos.

home-title = Xadrez por correspondência, no seu ritmo
home-lead = Jogue xadrez com pessoas do mundo todo, um lance por dia ou um por semana. Suas partidas ficam guardadas em segurança no servidor, e enviamos um e-mail quando for a sua vez.
home-feature-correspondence = Partidas medidas em dias: relógios por lance ou por partida, e férias quando você precisar de uma pausa.
home-feature-live = Partidas ao vivo em minutos: relógios Padrão e Rápido, lances desfeitos e gemas ganhas e perdidas.
home-feature-email = Um e-mail quando for a sua vez, no seu idioma.
home-feature-tournaments = Ratings, torneios suíços e todos contra todos em turno e returno, e escadas de clubes.
home-feature-api = Funciona com clientes de xadrez e bots existentes, por meio de uma API compatível com o lichess.
home-register = Criar uma conta
home-log-in = Já tenho uma conta
home-welcome-back = Bem-vindo de volta, { $username }.
home-welcome = Bem-vindo ao redqueen, { $username }!
home-first-game = Sua primeira partida está a um clique: entre numa partida aberta no salão, abra uma sua ou desafie um jogador pelo nome.
home-find-game = Encontrar uma partida
home-challenge = Desafiar um jogador

notice-registered = Bem-vindo! Enviamos um e-mail para o endereço que você informou: abra o link dele para confirmar o endereço. Você já está conectado.
notice-verified = Seu endereço de e-mail foi confirmado. Obrigado!
notice-verification-sent = Enviamos um novo link de confirmação para você.
notice-logged-out = Você saiu da sua conta.
notice-password-changed = Sua senha foi alterada.
notice-email-change-sent = Enviamos um link de confirmação para o novo endereço. Seu endereço muda quando você abrir o link.
notice-reset-sent = Se alguma conta usa esse endereço, enviamos para ele um link para escolher uma nova senha.
notice-password-reset = Sua senha foi alterada. Entre com a nova senha.
notice-language-changed = Sua configuração de idioma foi salva.
notice-token-revoked = O token foi revogado.

reminder-verify = Confirme seu endereço de e-mail com o link que enviamos para você: você pode jogar assim que ele for confirmado.
reminder-verify-resend = Enviar o link de novo

time-in-zone = { $time } ({ $zone })

# A página de idiomas (/languages).
footer-languages = Idiomas deste site
languages-title = Idiomas
languages-intro = O site está disponível nestes idiomas, cada um com todas as mensagens da versão em inglês. Escolha o seu no seletor no topo de cada página; os membros guardam a escolha nas configurações.
languages-language = Idioma
languages-code = Código
languages-complete = Traduzido
languages-percent = { $percent }%
languages-translate-title = Traduza o site para o seu idioma
languages-translate-intro = Seu idioma não está na lista, ou alguma palavra soa errada? As traduções são arquivos de texto simples que qualquer pessoa pode melhorar:
languages-translate-copy = Copie a pasta { $folder } para uma pasta com o código do seu idioma (por exemplo, locales/sv) e traduza todas as mensagens dos arquivos dela.
languages-translate-messages = Mantenha como estão o nome de cada mensagem e as suas { "{ $variables }" }; as contagens usam as formas de plural do seu idioma; os lances mantêm as letras K Q R B N.
languages-translate-list = Adicione o idioma em { $file }, com o nome dele no próprio idioma.
languages-translate-test = Execute { $command }: o teste aponta cada mensagem que está faltando, ficou vazia ou usa outras variáveis.
languages-translate-send = Depois, envie seus arquivos ao projeto como uma proposta de alteração ou uma issue: o novo idioma aparece aqui assim que estiver completo.

# The page the installed app shows when the network is down.
offline-title = Você está offline
offline-body = O redqueen precisa da rede para mostrar suas partidas e enviar seus lances. Nada se perde: suas partidas ficam guardadas no servidor.
offline-retry = Tentar novamente
