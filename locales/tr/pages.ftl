# Oyun sayfaları: meydan okumalar, lobi, oyunlarım, oyun sayfası.

nav-lobby = Lobi
nav-challenges = Meydan okumalar
nav-games = Oyunlarım

notice-challenge-sent = Meydan okumanız gönderildi.
notice-club-challenge-sent = Merdiven meydan okumanız gönderildi: yanıtlanana kadar aşağıda listelenir (canlı bir meydan okuma 10 dakika sonra düşer).
notice-challenge-declined = Meydan okuma reddedildi.
notice-challenge-canceled = Meydan okuma geri çekildi.
notice-open-game-created = Açık oyununuz lobide.
notice-email-options-saved = Bildirim seçimleriniz kaydedildi.
notice-blocks-saved = Engellenen oyuncular listeniz kaydedildi.

duration-days-hours = { $days ->
    [one] { $days } gün
   *[other] { $days } gün
} { $hours ->
    [one] { $hours } saat
   *[other] { $hours } saat
}
duration-hours-minutes = { $hours ->
    [one] { $hours } saat
   *[other] { $hours } saat
} { $minutes ->
    [one] { $minutes } dakika
   *[other] { $minutes } dakika
}
duration-minutes = { $minutes ->
    [one] { $minutes } dakika
   *[other] { $minutes } dakika
}
duration-seconds = { $seconds ->
    [one] { $seconds } saniye
   *[other] { $seconds } saniye
}

play-time-control = Zaman kontrolü
play-your-color = Renginiz
play-color-random = Rastgele
play-color-white = Beyaz
play-color-black = Siyah
play-bad-time-control = Lütfen sunulan zaman kontrollerinden birini seçin.
play-bad-color = Lütfen beyaz, siyah ya da rastgele seçin.
play-no-such-player = { $username } adında bir oyuncu yok.
play-no-such-challenge = Bu meydan okuma artık açık değil.
play-out-of-time = Hamle ulaşmadan süreniz doldu: oyun bitti.

challenges-title = Meydan okumalar
challenges-incoming = Size gelen meydan okumalar
challenges-outgoing = Meydan okumalarınız
challenges-none = Şu anda yok.
challenges-accept = Kabul et
challenges-decline = Reddet
challenges-reason = Neden
challenges-cancel = Geri çek
challenges-new = Bir oyuncuya meydan oku
challenges-rated = Puanlı oyun
challenges-message = Mesaj (isteğe bağlı)
challenges-send = Meydan okumayı gönder

lobby-title = Lobi
lobby-open-games = Açık yazışmalı oyunlar
lobby-live-games = Açık canlı oyunlar
lobby-none = Şu anda açık oyun yok. Aşağıdan bir tane açın!
lobby-player = Oyuncu
lobby-kind = Oyun
lobby-join = Oyna
lobby-withdraw = Geri çek
lobby-create = Herkesin katılabileceği bir oyun açın
lobby-create-submit = Oyunu aç

games-title = Oyunlarım
games-in-progress = Devam eden
games-finished = Biten
games-none = Henüz oyun yok.
games-find = Lobide bir rakip bulun.
games-against = { $opponent } ile
games-your-move = sıra sizde
games-their-move = sıra rakipte
games-you-play-white = Beyazla oynuyorsunuz
games-you-play-black = Siyahla oynuyorsunuz
games-you-won = Kazandınız
games-you-lost = Kaybettiniz
games-drawn = Berabere
games-no-result = Sonuç yok

game-title = { $white } – { $black }
game-board = Tahta
game-moves = Hamleler
game-skip-to-move = Hamle kutusuna geç
game-no-moves = Henüz hamle yok.
game-download-pgn = Oyunu indir (PGN)
game-to-move = Sıra: { $username }
game-time-left = { $left } kaldı ({ $deadline } tarihine kadar)
game-your-move = Sıra sizde
game-play = Oyna
game-move-offer-draw = Bu hamleyle beraberlik teklif et
game-wait = Rakibinizin hamlesi bekleniyor.
game-draw-offer = Beraberlik teklif et
game-draw-offered = Rakibiniz beraberlik teklif ediyor.
game-draw-accept = Beraberliği kabul et
game-draw-decline = Beraberliği reddet
game-draw-offer-standing = Beraberlik teklif ettiniz.
game-claim-draw = Beraberlik talep et
game-abort = Oyunu iptal et
game-resign = Terk et
game-deletion-ask = Oyunun silinmesini iste
game-deletion-asked = Rakibiniz bu oyunun silinmesini istiyor.
game-deletion-accept = Oyunu sil
game-deletion-decline = Oyunu sakla
game-chat = Sohbet
game-spectator-chat = İzleyici sohbeti
game-chat-send = Gönder
game-note = Özel notlar
game-note-private = Notlarınızı yalnızca siz okuyabilirsiniz.
game-note-save = Notları kaydet
game-conditional = Koşullu hamleler
game-conditional-help = Her satıra bir varyant: rakibinizin bir sonraki hamlesiyle başlayın, ardından yanıtınızı yazın ve böyle devam edin (ör. “e5 Nf3 Nc6 Bb5”). Bunları sizden başka kimse görmez.
game-conditional-save = Satırları kaydet

settings-more = E-posta ve engellenen oyuncular
email-options-title = E-posta seçenekleri
email-options-your-turn = Sıra size geldiğinde
email-options-every-move = her hamlede bir e-posta
email-options-daily-digest = sıranın sizde olduğu tüm oyunları içeren, günde bir e-posta
email-options-off = e-posta yok
email-options-also = Ayrıca bana e-posta gönder
email-options-challenges = bana gelen meydan okumalar ve benimkilere verilen yanıtlar
email-options-draw-offers = beraberlik teklifleri
email-options-game-over = bir oyun bittiğinde
email-options-reminders = hamle sürem tükenmek üzereyken
email-options-account-emails = Hesabınızla ilgili e-postalar (adres onayı, şifre sıfırlama) her zaman gönderilir.
email-options-save = Kaydet
blocks-title = Engellenen oyuncular
blocks-help = Engellediğiniz oyuncular size meydan okuyamaz ve açık oyunlarınıza katılamaz.
blocks-none = Kimseyi engellemediniz.
blocks-block = Engelle
blocks-unblock = Engeli kaldır
game-rematch = Rövanş
board-flip = Tahtayı çevir
board-confirm-moves = Hamleleri onayla
board-confirm-question = Bu hamle oynansın mı?
board-confirm-yes = Oyna
board-confirm-no = Geri al
board-promote-to = Terfi edilecek taş:
board-queen = Vezir
board-rook = Kale
board-bishop = Fil
board-knight = At
board-reconnecting = Bağlantı koptu: yeniden bağlanılıyor…
board-socket-not-player = Bu oyunda yalnızca oyuncuları hamle yapabilir.
board-white = Beyaz
board-black = Siyah
accessible-king = şah
accessible-queen = vezir
accessible-rook = kale
accessible-bishop = fil
accessible-knight = at
accessible-pawn = piyon
accessible-takes = alır
accessible-promotes = terfi: { $piece }
accessible-check = şah çekiyor
accessible-checkmate = mat
accessible-castles-short = kısa rok
accessible-castles-long = uzun rok
accessible-square-empty = { $square }: boş
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = Henüz hamle yok.
accessible-moved = { $player }: { $move }
accessible-shown = Gösterilen: { $move }
accessible-shown-start = Gösterilen: başlangıç konumu
accessible-clock = { $player }: { $time }
accessible-box = Hamle ya da komut
accessible-help = Bir hamle (e4, Nf3, O-O) ya da bir komut yazın: p b ya da p s, Beyaz'ın ya da Siyah'ın taşları; s e4, bir karede ne olduğu; t, saatler; l, son hamle; h, bu yardım.
accessible-announcements = Duyurular

unsubscribe-title = E-posta seçenekleri
unsubscribe-question = { $kind } ile ilgili e-postalar durdurulsun mu?
unsubscribe-submit = Bu e-postaları durdur
unsubscribe-done = Artık { $kind } ile ilgili e-posta almayacaksınız. Bunları e-posta seçeneklerinizden yeniden açabilirsiniz.
unsubscribe-kind-your-turn = hamle sıranızın gelmesi
unsubscribe-kind-challenges = meydan okumalar
unsubscribe-kind-draw-offers = beraberlik teklifleri
unsubscribe-kind-game-over = biten oyunlar
unsubscribe-kind-reminders = sürenin tükenmesi
unsubscribe-kind-vacation-ending = tatillerinizin bitişi
unsubscribe-kind-tournament-rounds = turnuvalarınızdaki turların başlaması
unsubscribe-kind-weekly-summary = haftalık özet

# Yeni bir oyunun saati (meydan okuma ve açık oyun formları).
clock-kind-correspondence = Yazışmalı (gün)
clock-kind-live = Canlı (dakika)
clock-days = Gün
clock-fischer = Fischer günleri: bir süre bankası ve her hamleden sonra eklenen günler
clock-live-ranges = Standart: oyuncu başına 30 ila 120 dakika, hamle başına 1 ila 10 dakika, ek süre yok. Hızlı: oyuncu başına 5 ila 30 dakika, hamle başına 1 ila 5 dakika; ek süre yok ya da hamle başına 3 ila 60 saniye.
clock-mode = Mod
clock-mode-standard = Standart
clock-mode-fast = Hızlı
clock-round-minutes = Ana süre (oyuncu başına dakika)
clock-move-minutes = Hamle süresi (bir hamle için en fazla dakika)
clock-extra-seconds = Hamle başına ek süre (saniye; yoksa 0)
clock-takebacks = Oyuncu başına geri alma
clock-bad-number = Lütfen canlı oyun ayarlarını tam sayı olarak girin.
clock-bad-round = { $minutes } dakikalık ana süre sunulmuyor: { $mode } modunda ana süre { $min } ila { $max } dakikadır.
clock-bad-move = { $minutes } dakikalık hamle süresi sunulmuyor: { $mode } modunda hamle süresi { $min } ila { $max } dakikadır.
clock-bad-extra = { $seconds } saniyelik ek süre sunulmuyor: { $mode } modunda ek süre ya yoktur ya da { $min } ila { $max } saniyedir.
clock-no-extra = { $mode } modunda ek süre yoktur: 0 olarak bırakın.
clock-bad-takebacks = { $count } geri alma hakkı sunulmuyor: 0 ila { $max } arasında seçin.

# Canlı oyunlar (live-games.md): saatler, geri almalar, oyunu bırakma istekleri, oyunun sonu.
board-sound-on = Sesler: açık
board-sound-off = Sesler: kapalı
game-clock = Saat: { $username }
game-move-time = Kalan hamle süresi
game-extra-time = +{ $seconds } sn
game-extra-time-title = Hamle başına ek süre: { $seconds } sn
game-draw-offer-left = Beraberlik teklif et ({ $left } hak kaldı)
game-resign-confirm = Bu oyunu terk etmek istiyor musunuz? Oyunu kaybedersiniz ve bu işlem geri alınamaz.
game-resign-confirm-yes = Evet, terk et
game-live-after-twenty-plies = Terk etmek ve beraberlik teklif etmek, her oyuncu 10 hamle yaptıktan sonra mümkündür.
game-takeback = Hamlenizi geri alın ({ $left } hak kaldı)
game-takeback-offer = Hamlenizi geri almak için izin isteyin
game-takeback-offered = Rakibiniz son hamlesini geri almak istiyor.
game-takeback-accept = Geri almaya izin ver
game-takeback-decline = Geri almayı reddet
game-takeback-offer-standing = Hamlenizi geri almak için izin istediniz.
game-quit-ask = Oyunu bırakmak için izin iste
game-quit-confirm = Rakibinizden oyunu bırakmak için izin istensin mi? Kabul ederse oyun sonuçsuz biter; reddederse ya da hamle süresi içinde yanıt vermezse kaybedersiniz.
game-quit-confirm-yes = Evet, izin iste
game-quit-asked = Rakibiniz oyunu bırakmak için izin istiyor. Kabul ederseniz oyun sonuçsuz biter; reddederseniz rakibiniz kaybeder.
game-status-quit-asked = Rakibiniz oyunu bırakmak için izin istiyor: tahtanın altından yanıt verin.
game-quit-agree = Kabul et: sonuç yok
game-quit-decline = Reddet: rakip kaybeder
game-quit-standing = Oyunu bırakmak için izin istediniz. Rakibiniz reddederse ya da hamle süresi içinde yanıt vermezse kaybedersiniz.
game-your-turn = Sıra sizde
open-challenge-title = Açık meydan okuma
open-challenge-help = Her tarafı ilk alan üye o tarafla oynar; iki taraf da alındığında oyun başlar.
open-challenge-kept = { $name } için ayrıldı
open-challenge-free = boş
open-challenge-take-white = Beyazla oyna
open-challenge-take-black = Siyahla oyna
open-challenge-log-in = Oynamak için giriş yapın
game-tournament-round = { $round }. tur
game-abort-confirm = Bu oyun iptal edilsin mi? Oyun sonuçsuz biter ve devam ettirilemez.
game-abort-confirm-yes = Evet, iptal et
game-deletion-ask-confirm = Rakibinizden bu oyunun silinmesi istensin mi? Kabul ederse oyun puansız biter ve onu yalnızca ikiniz görebilirsiniz.
game-deletion-ask-confirm-yes = Evet, iste
game-deletion-accept-confirm = Bu oyun silinsin mi? Oyun puansız biter ve onu yalnızca ikiniz görebilirsiniz; bu işlem geri alınamaz.
game-deletion-accept-confirm-yes = Evet, sil
game-replay = Oyunun hamleleri
game-replay-first = İlk konum
game-replay-previous = Önceki hamle
game-replay-next = Sonraki hamle
game-replay-last = Son hamle
game-on-vacation = tatilde
game-material = Materyal üstünlüğü
game-copy-pgn = PGN'yi kopyala
game-copy-fen = FEN'i kopyala
game-copied = Kopyalandı
game-analysis-after = Analiz tahtaları ve motorlar oyundan sonra içindir: oyun sırasında bilgisayardan yardım almak yasaktır.
game-analyse = Oyunu motorla analiz et
game-saved = Kaydedildi.
notice-note-saved = Notlarınız kaydedildi.
notice-conditional-saved = Koşullu hamleleriniz kaydedildi.
game-over = Oyun bitti
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: puansız → { $after } (ilk puan)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = puanlar arasında 400 veya daha fazla fark: değişiklik yok
game-rating-protection = kesinleşmiş bir puan, puansız veya geçici puanlı bir oyuncuya karşı düşmez
game-not-rated = Puanlar değişmez: sonucu olmayan oyun puanlanmaz.
