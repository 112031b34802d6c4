# Kullanıcıların okuduğu hata mesajları.

error-not-found = Bu sayfa mevcut değil.
error-csrf = Bu formun süresi doldu. Lütfen geri dönün, sayfayı yenileyin ve tekrar deneyin.
error-too-many-requests = Çok fazla deneme yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.
error-bad-form = Form okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.
error-unknown-pool = Böyle bir puan havuzu yok. Lütfen yazışmalı ya da canlı seçin.
error-nul-character = İstek, hiçbir adın, kimliğin veya metnin içeremeyeceği bir NUL karakteri (%00) içeriyor: hiçbir şey değiştirilmedi.
error-internal = Bizim tarafımızda bir sorun oluştu. Lütfen daha sonra tekrar deneyin.
error-go-home = Ana sayfaya git

error-username-too-short = Kullanıcı adı en az { $min } karakter olmalıdır.
error-username-too-long = Kullanıcı adı en fazla { $max } karakter olabilir.
error-username-characters = Kullanıcı adında yalnızca harf, rakam, "_" ve "-" bulunabilir.
error-username-taken = Bu kullanıcı adı alınmış.
error-email-empty = Lütfen bir e-posta adresi girin.
error-email-too-long = E-posta adresi en fazla { $max } karakter olabilir.
error-email-malformed = Bu bir e-posta adresine benzemiyor (ad@example.org).
error-email-taken = Bu e-posta adresi zaten kayıtlı.
error-email-same = Bu zaten sizin adresiniz.
error-password-too-short = Şifre en az { $min } karakter olmalıdır.
error-password-too-long = Şifre en fazla { $max } karakter olabilir.
error-password-wrong = Şifre yanlış.
error-login-wrong = Kullanıcı adı ya da şifre yanlış.
error-login-locked = Çok fazla başarısız deneme yapıldı. { $minutes ->
    [one] { $minutes } dakika
   *[other] { $minutes } dakika
} sonra tekrar deneyin.
error-link-invalid = Bu bağlantı tanınmıyor, daha önce kullanılmış ya da süresi dolmuş.
error-token-description = Lütfen tokeni tek satırda, 1 ile { $max } karakter arasında tanımlayın.
error-token-scope = Bilinmeyen yetki kapsamı: { $scope }.
