# Profiller, sıralama tablosu, rakip bulucu, kişisel bilgiler.

nav-leaderboard = Sıralama
nav-players = Oyuncu bul
pager-previous = Önceki sayfa
pager-next = Sonraki sayfa

rating-unrated = Puansız
rating-provisional = Geçici: { $rating } ({ $games ->
    [one] { $games } oyun
   *[other] { $games } oyun
})

pool-name-correspondence = Yazışmalı
pool-name-live = Canlı
pool-rating-correspondence = Yazışmalı puanı
pool-rating-live = Canlı puanı
pool-history-correspondence = Yazışmalı puan geçmişi
pool-history-live = Canlı puan geçmişi
profile-record = { $win } galibiyet, { $draw } beraberlik, { $loss } mağlubiyet; { $playing } oyun devam ediyor
profile-no-result = { $count ->
    [one] Sonuçsuz { $count } oyun (iptal edilmiş ya da sonuçsuz)
   *[other] Sonuçsuz { $count } oyun (iptal edilmiş ya da sonuçsuz)
}
profile-real-name = Ad
profile-country = Ülke
profile-languages = Diller
profile-age = Yaş
profile-bio = Hakkında
profile-challenge = Meydan oku
profile-banned = { $username } bu sitede yasaklı.
profile-edit = Kişisel bilgilerinizi düzenleyin
profile-history = Puan geçmişi
profile-no-history = Henüz puanlı oyun yok.
profile-chart-kept = İçi boş noktalar: bir kural gereği puanı değiştirmeyen oyunlar (puanlar arasında 400 veya daha fazla fark ya da puansız veya geçici puanlı bir oyuncuya karşı kesinleşmiş bir puan).
profile-chart-label = { $games ->
    [one] { $games } puanlı oyundaki
   *[other] { $games } puanlı oyundaki
} puan değişimi: { $first } – { $last }
profile-recent = Son oyunlar
profile-tournaments = Turnuva sonuçları
profile-no-tournaments = Henüz biten turnuva yok.
profile-tournament-won = Birinci
profile-place-swiss = { $of } oyuncu arasında { $rank }., { $points } puan
profile-place-group = { $round }. tur grubunda { $of } oyuncu arasında { $rank }.
profile-archive = Tüm oyunlar, filtrelerle
archive-title = { $username } adlı oyuncunun oyunları
archive-result = Sonuç
archive-color = Renk
archive-kind = Süre türü
archive-vs = Rakip
archive-any = Tümü
archive-won = Kazanılan
archive-lost = Kaybedilen
archive-drawn = Berabere
archive-filter = Oyunları göster
archive-none = Eşleşen biten oyun yok.
archive-older = Daha eski oyunlar

leaderboard-title = Sıralama
leaderboard-pools = Puan havuzları
leaderboard-help = Bu havuzda puanı kesinleşmiş oyuncular (25 ya da daha fazla puanlı oyun), en yüksek puandan başlayarak.
leaderboard-empty = Henüz kimse 25 puanlı oyun oynamadı.
leaderboard-games = Puanlı oyunlar

finder-title = Rakip bul
finder-username = Kullanıcı adının başı
finder-pool = Puan havuzu
finder-rating-min = En düşük puan
finder-rating-max = En yüksek puan
finder-country = Ülke (iki harf, ör. TR)
finder-age-min = En küçük yaş
finder-age-max = En büyük yaş
finder-language = Konuştuğu dil (dil kodu, ör. tr)
finder-active-days = Son … gün içinde aktif
finder-search = Ara
finder-none = Eşleşen kimse yok. Sınırları genişletmeyi deneyin.

personal-title = Kişisel bilgiler
personal-help = Buradaki her şey isteğe bağlıdır. Üyelerin ortak noktaları olan rakipler bulmasına yardımcı olur ve yalnızca giriş yapmış üyelere gösterilir.
personal-birth-year = Doğum yılı
personal-country-hint = İki harf (ISO 3166), ör. TR, DE, AZ.
personal-languages-hint = Virgülle ayrılmış dil kodları, ör. tr, en.
personal-save = Kaydet
personal-error-name = Ad tek satırda ve en fazla { $max } karakter olabilir.
personal-error-birth-year = Doğum yılı 1900 ile { $latest } arasında bir yıl olmalıdır.
personal-error-country = Ülke iki harften oluşur, ör. TR.
personal-error-languages = Diller, virgülle ayrılmış iki ya da üç harfli kodlardır, ör. tr, en.
personal-error-bio = “Hakkında” en fazla { $max } karakter olabilir ve kontrol karakteri içeremez.
personal-time-zone = Saat dilimi
personal-time-zone-hint = Son tarihler, başlangıçlar ve tarihler sayfalarda ve e-postalarınızda bu saat diliminde yazılır. Bunu başka kimse görmez.
personal-time-zone-browser = Seçilmedi: tarayıcınızınki, { $zone }
personal-error-time-zone = “{ $zone }” bir saat dilimi değil: listeden birini seçin.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Açılış
profile-openings = Açılışlar
profile-openings-white = Beyazla
profile-openings-black = Siyahla
profile-no-openings = Henüz adı bilinen bir açılışla biten oyun yok.
profile-openings-games = Oyunlar
profile-openings-won = Kazanılan
profile-openings-drawn = Berabere
profile-openings-lost = Kaybedilen
