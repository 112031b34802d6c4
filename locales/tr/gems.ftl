# Mücevherler (live-games.md "Gems"): bakiye, hesap dökümü, bir oyunun getirisi.

nav-gems = { $gems } mücevher
gems-title = Mücevherlerim
gems-balance = { $gems ->
    [one] { $gems } mücevheriniz
   *[other] { $gems } mücevheriniz
} var.
gems-explained = Bağımsız canlı oyunlarda mücevher el değiştirir: galibiyet { $standard } mücevher kazandırır, mağlubiyet { $standard } mücevher kaybettirir, beraberlikte mücevheri fazla olan oyuncudan diğerine 1 ila 10 mücevher geçer; rakibiniz kabul etmeden oyunu bırakmak ise { $quit } mücevhere mal olur.
gems-none = Henüz değişiklik yok.
gems-when = Tarih
gems-game = Oyun
gems-opponent = Rakip
gems-reason = Neden
gems-amount = Mücevher
gems-balance-after = Bakiye
gems-older = Daha eski değişiklikler
gems-reason-start = Başlangıç mücevherleri
gems-reason-win = Galibiyet
gems-reason-loss = Mağlubiyet
gems-reason-draw = Beraberlik
gems-reason-quit = Oyunu bıraktınız
gems-reason-opponent_quit = Rakibiniz oyunu bıraktı
gems-reason-correction = Düzeltme
gems-profile = { $gems ->
    [one] { $gems } mücevher
   *[other] { $gems } mücevher
}
game-over-gems = Mücevherler: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems } mücevher
challenge-club-rating = kulüp puanı { $rating }
challenge-club-rating-title = Oyunun değiştirdiği kulüp puanı; site puanları ve mücevherler değişmez.
challenge-club-ladder = kulüp merdiveni oyunu
