# Oyunlar, meydan okumalar ve bunların e-postaları.

game-rated = puanlı
game-casual = puansız
game-club = kulüp oyunu (kulüp puanları)
game-club-rating = Kulüp puanı
tc-per-move = { $days ->
    [one] hamle başına { $days } gün
   *[other] hamle başına { $days } gün
}
tc-per-game = oyunun tamamı için oyuncu başına { $days } gün
tc-fischer = { $days } gün, artı hamle başına { $increment ->
    [one] { $increment } gün
   *[other] { $increment } gün
}
tc-club = G/{ $minutes }: oyunun tamamı için oyuncu başına { $minutes } dakika
tc-live = { $mode ->
    [fast] Hızlı
   *[standard] Standart
}: oyuncu başına { $round } dakika, hamle başına en fazla { $move ->
    [one] { $move } dakika
   *[other] { $move } dakika
}{ $extra ->
    [0] {""}
   *[other] , her hamlede { $extra } saniye ek süre
}, { $takebacks ->
    [0] geri alma yok
    [one] her oyuncuya { $takebacks } geri alma
   *[other] her oyuncuya { $takebacks } geri alma
}

outcome-won = { $winner } kazandı: { $reason }
outcome-no-winner = Sonuç: { $reason }
outcome-no-result = Sonuç yok: { $reason }
outcome-you-won = Kazandınız: { $reason }
outcome-you-lost = Kaybettiniz: { $reason }
reason-mate = şah mat
reason-resign = terk
reason-stalemate = pat ile berabere
reason-timeout = süre doldu
reason-draw-agreed = anlaşmalı beraberlik
reason-threefold = üç kez tekrar ile berabere
reason-fifty-moves = elli hamle kuralıyla berabere
reason-fivefold = beş kez tekrar ile berabere
reason-seventy-five-moves = yetmiş beş hamle kuralıyla berabere
reason-insufficient-material = berabere: iki taraftan hiçbiri mat edemez
reason-aborted = iptal edildi
reason-deleted = anlaşmayla silindi
reason-adjudicated = bir yönetici karar verdi
reason-forfeit = hükmen
reason-no-result-timeout = her oyuncu 5 hamle yapmadan süre doldu
reason-quit-agreed = bir oyuncu oyunu bırakmak istedi ve diğeri kabul etti
reason-quit = { $quitter } oyunu bıraktı
reason-quit-you = rakibinizin onayı olmadan oyunu bıraktınız
reason-quit-opponent = rakibiniz oyunu bıraktı
no-result-aborted-you = Oyunu iptal ettiniz
no-result-aborted-opponent = { $player } oyunu iptal etti
no-result-aborted = { $player } oyunu iptal etti
no-result-quit-agreed-you = Oyunu bırakmak istediniz ve { $opponent } kabul etti
no-result-quit-agreed-opponent = { $player } oyunu bırakmak istedi ve siz kabul ettiniz
no-result-quit-agreed = { $player } oyunu bırakmak istedi ve { $opponent } kabul etti
no-result-time-you = 5 hamle yapmadan süreniz doldu: sonuç yok
no-result-time-opponent = { $player } oyuncusunun süresi 5. hamlesinden önce doldu: sonuç yok
no-result-time = { $player } oyuncusunun süresi 5. hamlesinden önce doldu: sonuç yok
reason-unknown = oyun bitti

decline-generic = şu anda meydan okuma kabul etmiyor
decline-later = şu an meydan okuma kabul etmiyor; daha sonra tekrar deneyin
decline-toofast = bu zaman kontrolü onun için fazla hızlı
decline-tooslow = bu zaman kontrolü onun için fazla yavaş
decline-timecontrol = bu zaman kontrolünü kabul etmiyor
decline-rated = puanlı bir oyun oynamayı tercih ediyor
decline-casual = puansız bir oyun oynamayı tercih ediyor
decline-standard = özel bir konumdan başlayan oyunları kabul etmiyor
decline-variant = bu varyantı oynamak istemiyor
decline-nobot = botlardan gelen meydan okumaları kabul etmiyor
decline-onlybot = yalnızca botlardan gelen meydan okumaları kabul ediyor
# Reddeden oyuncunun seçtiği nedenler, kendi ağzından.
decline-choice-generic = Şu anda meydan okuma kabul etmiyorum
decline-choice-later = Şu an benim için uygun değil; daha sonra tekrar sorun
decline-choice-toofast = Bu zaman kontrolü benim için fazla hızlı
decline-choice-tooslow = Bu zaman kontrolü benim için fazla yavaş
decline-choice-timecontrol = Bu zaman kontrolünü kabul etmiyorum
decline-choice-rated = Bunun yerine puanlı bir meydan okuma gönderin
decline-choice-casual = Bunun yerine puansız bir meydan okuma gönderin
decline-choice-standard = Hazır kurulmuş bir konumdan başlayan oyunları kabul etmiyorum
decline-choice-nobot = Botlardan gelen meydan okumaları kabul etmiyorum
challenge-you-play-white = Beyazla oynuyorsunuz
challenge-you-play-black = Siyahla oynuyorsunuz
challenge-color-random = renkler rastgele belirlenir

email-open-game = Oyunu aç
email-your-turn-subject = { $opponent } { $move } hamlesini yaptı: sıra sizde
email-your-turn-body = { $opponent } ile oynadığınız oyunda { $opponent } { $move } hamlesini yaptı. Sıra sizde.
email-draw-offered-subject = { $opponent } beraberlik teklif ediyor
email-draw-offered-body = { $opponent } ile oynadığınız oyunda { $opponent } beraberlik teklif ediyor. Teklifi oyun sayfasında kabul edebilir ya da reddedebilirsiniz.
email-game-over-subject = { $opponent } ile oyununuz bitti
email-game-over-body = { $opponent } ile oynadığınız oyun sona erdi. { $outcome }.
email-game-over-pgn = Oyun kaydı (PGN): { $link }
email-challenge-received-subject = { $challenger } size meydan okuyor
email-challenge-received-body = { $challenger } size { $kind } bir yazışmalı oyun için meydan okuyor: { $control }.
email-challenge-message = Mesajı: “{ $message }”
email-challenge-see = Meydan okumalarınızı görün
email-challenge-accepted-subject = { $opponent } meydan okumanızı kabul etti
email-challenge-accepted-body = { $opponent } meydan okumanızı kabul etti: oyun başladı.
email-challenge-declined-subject = { $opponent } meydan okumanızı reddetti
email-challenge-declined-body = { $opponent } meydan okumanızı reddetti: { $reason }.
email-reminder-subject = { $opponent } ile oyununuzda sıra sizde: { $hours ->
    [one] { $hours } saat kaldı
   *[other] { $hours } saat kaldı
}
email-reminder-body = { $opponent } ile oynadığınız oyunda hamle süreniz tükeniyor: { $hours ->
    [one] { $hours } saat kaldı
   *[other] { $hours } saat kaldı
}. Süresi biten oyuncu oyunu kaybeder.

refusal-self-challenge = Kendinize meydan okuyamazsınız.
refusal-rated-with-bot = BOT hesaplarıyla oynanan oyunlar hiçbir zaman puanlı olmaz: “puanlı” kutusunun işaretini kaldırın.
refusal-bot-open-game = BOT hesapları açık oyunlarla değil, yalnızca meydan okumalarla oynar.
refusal-blocked = { $username } sizden gelen meydan okumaları kabul etmiyor.
refusal-dest-banned = { $username } yasaklı, meydan okunamaz.
refusal-bad-position = Bu, oynanabilir yasal bir satranç konumunun FEN'i değil.
refusal-rated-custom-position = Özel bir konumdan başlayan oyun puanlı olamaz.
refusal-message-too-long = Mesaj en fazla { $max } karakter olabilir ve kontrol karakteri içeremez.
refusal-club-control = G/5, G/10, G/15 ve G/30 kulüp oyunlarıdır: kulübün merdiveninden meydan okuyun.
refusal-ladder-challenge-pending = { $name } adlı oyuncuya bu merdiven oyunu için zaten meydan okudunuz ({ $id }): yanıt bekleniyor.
refusal-own-open-game = Kendi açık oyununuza katılamazsınız.
refusal-blocked-join = Bu açık oyunu açan oyuncu sizi kabul etmiyor.
refusal-chat-empty = Mesaj boş.
refusal-chat-too-long = Sohbet mesajı en fazla { $max } karakter olabilir.
refusal-chat-one-line = Sohbet mesajı tek satır olmalıdır.
refusal-chat-too-fast = Çok fazla mesaj: bir dakika bekleyin.
refusal-conditional-too-many = En fazla { $lines } satır; her satırda en fazla { $plies } hamle.
refusal-conditional-live = Koşullu hamleler yazışmalı oyunlar içindir: canlı oyunda tahta üzerinde ön hamle yapın.
refusal-conditional-line = { $line }. satır: { $reason }
conditional-not-opponents-turn = koşullu hamleler, sıra rakibinizdeyken girilir.
conditional-unpaired = rakibinizin her hamlesine bir yanıt vermeniz gerekir.
conditional-move = { $index }. hamle: { $reason }
conditional-conflicting-reply = { $index }. hamle: { $move } hamlesine zaten farklı bir yanıt verdiniz.

rule-game-over = Oyun bitti.
rule-not-your-turn = Sıra sizde değil.
rule-stale = Siz baktıktan sonra oyunda yeni hamleler yapıldı: oyunun şu anki durumu aşağıda.
rule-move-malformed = “{ $move }” bir hamle değil: hamleyi SAN (Nf3, exd5, O-O, e8=Q) ya da UCI (g1f3, e7e8q) biçiminde yazın.
rule-move-illegal = “{ $move }” bu konumda yasal bir hamle değil.
rule-move-ambiguous = “{ $move }” birden fazla hamleye uyuyor: hangi taşın oynadığını belirtin (ör. Nbd2, R1e2).
rule-move-promotion = “{ $move }” son yatay sıraya ulaşıyor: piyonun terfi edeceği taşı ekleyin (=Q, =R, =B ya da =N).
rule-nothing-to-claim = Talep edilecek bir beraberlik yok: konum, hamle sırası sizdeyken üç kez oluşmadı ve piyon hamlesi ya da taş alma olmadan elli hamle geçmedi.
rule-no-draw-offer = Rakibiniz beraberlik teklif etmedi.
rule-not-stand-alone = Turnuva ve kulüp oyunları iptal edilemez ya da silinemez.
rule-too-late-to-abort = Oyun artık iptal edilemez: iki taraf da hamle yaptı.
rule-too-early-to-delete = İki taraf da hamle yapmadan oyun silinemez: bunun yerine oyunu iptal edin.
rule-no-deletion-request = Rakibiniz oyunun silinmesini istemedi.
rule-not-live = Bu canlı bir oyun değil: geri alma ve oyunu bırakma istekleri canlı oyunlar içindir.
rule-live-no-deletion = Canlı oyunlar silinemez: bunun yerine rakibinizden oyunu bırakmak için izin isteyin.
rule-resign-too-early = Ancak her oyuncu 10 hamle (20 yarım hamle) yaptıktan sonra terk edebilirsiniz; oyun şu anda { $ply }. yarım hamlede: { $quit ->
    [yes] o zamana kadar rakibinizden oyunu bırakmak için izin isteyin.
   *[no] o zamana kadar oynamaya devam edin ya da sürenizin dolmasına izin verin.
}
rule-draw-request-too-early = Beraberlik ancak her oyuncu 10 hamle (20 yarım hamle) yaptıktan sonra istenebilir; oyun şu anda { $ply }. yarım hamlede.
rule-draw-requests-used = Bu oyunda her oyuncunun yapabileceği { $max } beraberlik isteğinin hepsini kullandınız: yine de rakibinizin teklifini kabul edebilir ya da beraberlik talep edebilirsiniz.
rule-no-move-to-take-back = Geri alınacak hamleniz yok.
rule-opponent-replied = Rakibiniz son hamlenize yanıt verdi: hamle artık geri alınamaz.
rule-takebacks-used = Geri alma hakkınız kalmadı (bu oyunda her oyuncunun { $allowance } hakkı var): bunun yerine rakibinize geri alma teklif edin.
rule-no-takeback-offer = Rakibiniz geri alma teklif etmedi.
rule-no-takebacks-in-club-games = Kulüp oyunlarında yalnızca satranç kuralları geçerlidir: geri alma yoktur.
rule-no-quit-requests = Turnuva ve kulüp oyunlarında oyunu bırakma isteği yoktur: bu oyunlar her zaman bir sonuçla biter.
rule-no-quit-request = Yanıtlanacak bir oyunu bırakma isteği yok.
rule-own-quit-request = Kendi oyunu bırakma isteğinizi yanıtlayamazsınız.
rule-quit-already-requested = Oyunu bırakmak için zaten izin istediniz: rakibiniz henüz yanıt vermedi.
rule-quit-request-stands = Rakibiniz oyunu bırakma isteğinizi hâlâ yanıtlayabilir.
rule-record = Oyunun kaydı yeniden oynatılamadı: lütfen bir yöneticiye bildirin.
refusal-note-too-long = Not en fazla { $max } karakter olabilir ve kontrol karakteri içeremez.
refusal-unverified = Oynamadan önce e-posta adresinizi onaylayın: size gönderdiğimiz bağlantıya tıklayın.
refusal-bot-tournament = BOT hesapları turnuvalarda oynamaz.
email-digest-subject = { $count ->
    [one] { $count } oyunda sıra sizde
   *[other] { $count } oyunda sıra sizde
}
email-digest-body = Sıranın sizde olduğu oyunlar:
email-digest-line = { $opponent } ile ({ $hours ->
    [one] { $hours } saat kaldı
   *[other] { $hours } saat kaldı
}): { $link }
email-summary-subject = { $count ->
    [0] redqueen'de haftanız
    [one] redqueen'de haftanız: { $count } oyun hamlenizi bekliyor
   *[other] redqueen'de haftanız: { $count } oyun hamlenizi bekliyor
}
email-summary-waiting = { $count ->
    [0] Hamlenizi bekleyen oyun yok.
    [one] { $count } oyun hamlenizi bekliyor:
   *[other] { $count } oyun hamlenizi bekliyor:
}
email-summary-waiting-line = { $opponent } ile: { $link }
email-summary-results = { $count ->
    [0] Bu hafta biten oyununuz olmadı.
    [one] Bu hafta { $count } oyununuz bitti:
   *[other] Bu hafta { $count } oyununuz bitti:
}
email-summary-result-line = { $opponent } ile, { $outcome }: { $link }
refusal-too-many-challenges = Çok fazla meydan okuma: bir dakika bekleyin.
refusal-outside-rating-range = Puanınız bu açık oyunun istediği puan aralığının dışında.
refusal-side-taken = Bu açık meydan okumanın bu tarafı alınmış ya da başka bir oyuncuya ayrılmış veya diğer taraf zaten sizde.
refusal-game-cap = Zaten { $max } oyun oynuyorsunuz; bu, sitenin aynı anda izin verdiği en yüksek sayı: önce birini bitirin.
refusal-opponent-game-cap = { $name } zaten { $max } oyun oynuyor; bu, sitenin aynı anda izin verdiği en yüksek sayı.
refusal-no-rematch = Rövanş, yalnızca hiçbir turnuvaya ya da kulübe ait olmayan bitmiş bir oyunun ardından yapılabilir.

# The game page's opening explorer (docs/openings.md).
explorer-title = Açılış gezgini
explorer-closed-live = Açılış gezgini canlı oyunlar sırasında kapalıdır: oyun bitince açılır.
explorer-results = Beyaz / berabere / Siyah
explorer-move = Hamle
explorer-games = Oyunlar
explorer-rating = Ortalama puan
explorer-empty = Sitenin bitmiş oyunlarından hiçbiri bu konuma ulaşmadı.
explorer-ended-here = Bu konuma ulaşan sitenin bitmiş oyunları: { $games }. Hiçbiri buradan devam etmedi.
explorer-source = Sitenin bitmiş oyunlarından. Yazışmalı oyunlarda açılış kitaplarına ve veritabanlarına bakılabilir; motorlara bakılamaz.

# The analysis board (docs/analysis.md).
analysis-title = Analiz tahtası
analysis-game-title = Analiz: { $white } – { $black }
analysis-back-to-game = Oyuna dön
analysis-refused-in-progress = Bu oyun hâlâ oynanıyor: motor ve analiz tahtası oyundan sonra içindir, çünkü oyun sırasında bilgisayardan yardım almak yasaktır.
analysis-refused-in-play = Bu konum, şu anda oynadığınız bir oyundan: motor ve analiz tahtası oyundan sonra içindir, çünkü oyun sırasında bilgisayardan yardım almak yasaktır.
analysis-needs-scripts = Analiz tahtası ve motoru için JavaScript gerekir.
analysis-evaluation = Değerlendirme
analysis-engine = Motor
analysis-engine-hint = Stockfish tarayıcınızda, kendi cihazınızda çalışır: sunucuya hiçbir şey gönderilmez.
analysis-analyse-game = Oyunu analiz et
analysis-analyse-line = Varyantı analiz et
analysis-progress = Konum analiz ediliyor: { $done }/{ $total }…
analysis-done = Analiz tamamlandı. Motor, gösterilen konumu giderek daha derinden incelemeye devam ediyor.
analysis-engine-failed = Motor bu tarayıcıda başlatılamadı.
analysis-depth = derinlik { $depth }
analysis-mate = { $moves } hamlede mat
analysis-checkmate = Şah mat
analysis-best-line = En iyi varyant
analysis-summary = Özet
analysis-graph = Her hamleden sonra Beyaz'ın kazanma şansı
analysis-accuracy = Doğruluk
analysis-inaccuracies = Yanlışlıklar
analysis-mistakes = Hatalar
analysis-blunders = Büyük hatalar
analysis-inaccuracy = Yanlışlık
analysis-mistake = Hata
analysis-blunder = Büyük hata
analysis-setup = Konum kur
analysis-setup-label = Bir FEN ya da PGN biçiminde bir oyun
analysis-setup-submit = Kur
