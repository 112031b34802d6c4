# Mensagens de erro que as pessoas leem.

error-not-found = Esta página não existe.
error-csrf = Este formulário expirou. Volte, recarregue a página e tente de novo.
error-too-many-requests = Tentativas demais. Espere um minuto e tente de novo.
error-bad-form = Não foi possível ler o formulário. Recarregue a página e tente de novo.
error-unknown-pool = Essa categoria de rating não existe. Escolha correspondência ou ao vivo.
error-nul-character = O pedido contém um caractere NUL (%00), que nenhum nome, identificador ou texto pode conter: nada foi alterado.
error-internal = Algo deu errado do nosso lado. Tente de novo mais tarde.
error-go-home = Ir para a página inicial

error-username-too-short = Um nome de usuário tem pelo menos { $min } caracteres.
error-username-too-long = Um nome de usuário tem no máximo { $max } caracteres.
error-username-characters = Um nome de usuário só pode conter letras, algarismos, "_" e "-".
error-username-taken = Este nome de usuário já está em uso.
error-email-empty = Digite um endereço de e-mail.
error-email-too-long = Um endereço de e-mail tem no máximo { $max } caracteres.
error-email-malformed = Isto não parece um endereço de e-mail (nome@example.org).
error-email-taken = Este endereço de e-mail já está cadastrado.
error-email-same = Este já é o seu endereço.
error-password-too-short = Uma senha tem pelo menos { $min } caracteres.
error-password-too-long = Uma senha tem no máximo { $max } caracteres.
error-password-wrong = A senha está errada.
error-login-wrong = Nome de usuário ou senha incorretos.
error-login-locked = Tentativas malsucedidas demais. Tente de novo em { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.
error-link-invalid = Este link é desconhecido, já foi usado ou expirou.
error-token-description = Descreva o token com 1 a { $max } caracteres, em uma só linha.
error-token-scope = Escopo desconhecido: { $scope }.
