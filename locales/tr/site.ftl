# Her sayfanın çerçevesi ve ana sayfa.

nav-skip = İçeriğe geç
nav-label = Ana menü
nav-log-in = Giriş yap
nav-log-out = Çıkış yap
nav-register = Kaydol
nav-settings = Ayarlar
nav-administration = Yönetim
nav-language = Dil
nav-language-apply = Uygula
nav-menu = Menü
nav-your-move = Sıra sizde
notify-turn = redqueen'de sıra sizde
notify-turn-body = Rakibiniz hamlesini yaptı.
notify-challenge = redqueen'de yeni bir meydan okumanız var
nav-club-results = Sonuçlar
footer-text = redqueen — yazışmalı ve canlı satranç, turnuvalar ve kulüp merdivenleri için özgür yazılım. Bilgisayar yardımıyla oynamak yasaktır; açılış kitapları ve veritabanları serbesttir.

home-title = Yazışmalı satranç, kendi temponuzda
home-lead = Dünyanın her yerinden insanlarla satranç oynayın: günde bir hamle ya da haftada bir. Oyunlarınız sunucuda güvenle saklanır ve sıra size geldiğinde size e-posta göndeririz.
home-feature-correspondence = Günlerle ölçülen oyunlar: hamle başına ya da oyunun tamamı için süre, ara vermeniz gerektiğinde de tatil.
home-feature-live = Dakikalar süren canlı oyunlar: Standart ve Hızlı saatler, hamle geri alma ve kazanılıp kaybedilen mücevherler.
home-feature-email = Sıra size geldiğinde kendi dilinizde bir e-posta.
home-feature-tournaments = Puanlar, çift devreli lig ve İsviçre sistemi turnuvalar, kulüp merdivenleri.
home-feature-api = lichess uyumlu API sayesinde mevcut satranç istemcileri ve botlarla çalışır.
home-register = Hesap oluştur
home-log-in = Zaten bir hesabım var
home-welcome-back = Tekrar hoş geldiniz, { $username }.
home-welcome = redqueen'e hoş geldiniz, { $username }!
home-first-game = İlk oyununuz bir tık uzağınızda: lobideki açık bir oyuna katılın, kendi oyununuzu açın ya da bir oyuncuya adıyla meydan okuyun.
home-find-game = Oyun bul
home-challenge = Bir oyuncuya meydan oku

notice-registered = Hoş geldiniz! Verdiğiniz adrese bir e-posta gönderdik: adresinizi onaylamak için içindeki bağlantıya tıklayın; giriş yapmış durumdasınız.
notice-verified = E-posta adresiniz onaylandı. Teşekkürler!
notice-verification-sent = Size yeni bir onay bağlantısı gönderdik.
notice-logged-out = Çıkış yaptınız.
notice-password-changed = Şifreniz değiştirildi.
notice-email-change-sent = Yeni adrese bir onay bağlantısı gönderdik. Bağlantıya tıkladığınızda adresiniz değişir.
notice-reset-sent = Bu adresi kullanan bir hesap varsa, ona yeni bir şifre belirlemek için bir bağlantı gönderdik.
notice-password-reset = Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.
notice-language-changed = Dil ayarınız kaydedildi.
notice-token-revoked = Token iptal edildi.

reminder-verify = Lütfen size gönderdiğimiz bağlantıyla e-posta adresinizi onaylayın: adresiniz onaylandıktan sonra oynayabilirsiniz.
reminder-verify-resend = Bağlantıyı tekrar gönder

# Yazıldığı saat dilimiyle birlikte bir an (üyenin saat dilimi ya da UTC).
time-in-zone = { $time } ({ $zone })

# Diller sayfası (/languages).
footer-languages = Bu sitenin dilleri
languages-title = Diller
languages-intro = Site bu dillerde kullanılabilir ve her birinde İngilizce sürümdeki tüm metinler bulunur. Dilinizi her sayfanın üstündeki dil seçiciden seçin; üyeler seçimlerini ayarlarında saklar.
languages-language = Dil
languages-code = Kod
languages-complete = Çevrilen
languages-percent = %{ $percent }
languages-translate-title = Siteyi kendi dilinize çevirin
languages-translate-intro = Diliniz listede yok mu, ya da bir sözcük kulağa yanlış mı geliyor? Çeviriler, herkesin geliştirebileceği düz metin dosyalarıdır:
languages-translate-copy = { $folder } klasörünü dilinizin kodunu taşıyan bir klasöre kopyalayın (örneğin locales/sv) ve içindeki dosyalarda bulunan tüm metinleri çevirin.
languages-translate-messages = Her metnin adını ve içindeki { "{ $variables }" } ifadelerini olduğu gibi bırakın; sayılarda dilinizin çoğul biçimlerini kullanın; hamlelerde K Q R B N harfleri korunur.
languages-translate-list = Dili kendi dilindeki adıyla { $file } dosyasına ekleyin.
languages-translate-test = { $command } komutunu çalıştırın: test, eksik kalan, boş bırakılan ya da farklı değişkenlerle yazılan her metni gösterir.
languages-translate-send = Ardından dosyalarınızı projeye bir değişiklik önerisi ya da issue olarak gönderin: yeni dil tamamlandığında burada görünür.

# The page the installed app shows when the network is down.
offline-title = Çevrimdışısınız
offline-body = redqueen oyunlarınızı göstermek ve hamlelerinizi göndermek için ağa ihtiyaç duyar. Hiçbir şey kaybolmaz: oyunlarınız sunucuda saklanır.
offline-retry = Tekrar dene
