# Kulüpler (clubs-and-ladder.md): liste, merdiveni piramit olarak çizilen
# kulüp sayfası, sonuçların bildirilmesi ve yanıtlanması, direktörlerin
# araçları, bir oyuncunun kartı ve geçmişi.

nav-clubs = Kulüpler
clubs-title = Kulüpler
clubs-none = Henüz kulüp yok.
clubs-waiting = Sizi bekleyen sonuçlar
clubs-waiting-reported = Beyaz bildirdi: onaylayın ya da itiraz edin
clubs-waiting-disputed = Siyah itiraz etti: yönetici olarak onaylayın ya da düzeltin
clubs-found = Kulüp kur
clubs-name = Ad
clubs-description = Açıklama
clubs-found-submit = Kulübü kur
clubs-members = { $count ->
    [one] { $count } üye
   *[other] { $count } üye
}
club-ladder = Merdiven
club-ladder-empty = Henüz merdivende kimse yok.
club-rung = Basamak { $rung }
club-card-rank = { $rung } · { $rank }. sıra
club-card-rating = Puan { $rating }
club-card-rating-provisional = Puan { $rating } (geçici)
club-card-last-defense = Son savunma: { $day }
club-card-never-defended = Henüz savunmadı
club-card-games = { $games ->
    [one] { $games } oyun
   *[other] { $games } oyun
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +1 sıra kazandı
       *[other] +{ $ranks } sıra kazandı
    }
    [down] { $ranks ->
        [one] 1 sıra kaybetti
       *[other] { $ranks } sıra kaybetti
    }
   *[none] sıra kazanmadı
}
club-card-flagged = Devamsız: { $ranks } sıra kaybetti
club-card-new = Yeni
club-directors = Direktörler: { $names }
club-season = Sezon: { $start } – { $end }; devamsızlık düşüşü her ayın { $day }. günü.
club-join = Katılma isteği gönder
club-requested = Katılma isteği gönderdiniz; bir direktör yanıtlayacak.
club-report = Oyun bildir
club-report-hint = Beyazla oynadığınız oyunları siz bildirirsiniz; rakibiniz onaylar ya da itiraz eder.
club-report-white = Beyaz
club-report-black = Siyah
club-report-result = Sonuç
club-report-played-on = Oynandığı tarih
club-report-control = Zaman kontrolü
club-report-game-number = Günün oyunu (ikinci aynı oyun için 2)
club-report-submit = Sonucu bildir
club-result-white = 1-0 (Beyaz kazandı)
club-result-black = 0-1 (Siyah kazandı)
club-result-draw = ½-½ (berabere)
club-games = Oyunlar
club-games-none = Henüz kaydedilmiş oyun yok.
club-status-reported = bildirildi
club-status-confirmed = onaylandı
club-status-disputed = itiraz edildi
club-confirm = Onayla
club-dispute = İtiraz et
club-correct = Sonucu düzelt
club-correct-submit = Düzelt
club-requests = Katılma istekleri
club-accept = Kabul et
club-refuse = Reddet
club-add-member = Üye ekle
club-add-username = Kullanıcı adı
club-add-joined-on = Merdivene katılma tarihi (siteye aktarılan kâğıt üzerindeki bir merdiven için; boş: bugün)
club-add-submit = Merdivenin en altına ekle
club-members-title = Üyeler
club-remove-from-ladder = Merdivenden çıkar
club-remove = Kulüpten çıkar
club-remove-question = Bu işlem geri alınamaz. Devam edilsin mi?
club-make-director = Direktör yap
club-admin-directors = Direktörler (site yönetimi)
club-admin-directors-hint = Site yöneticisi olarak bu kulübün herhangi bir üyesini direktör yapabilirsiniz; örneğin kulüp son direktörünü kaybettiğinde.
club-director-mark = direktör
club-decay = Devamsızlık düşüşü
club-decay-explained = Bu ayın devamsızlık düşüşünü bir buluşma günü itibarıyla uygular: önceki ayın tamamında sırasını savunmayan her oyuncu, son savunmasından bu yana geçen ay sayısı kadar sıra düşer. Aksi hâlde düşüş { $day } tarihinde uygulanır.
club-decay-date = Buluşma günü
club-decay-submit = Düşüşü uygula
club-decay-question = Düşüş geri alınamaz. Bu gün itibarıyla uygulansın mı?
club-done-founded = Kulüp kuruldu; direktörü sizsiniz.
club-done-requested = İsteğiniz direktörlere gönderildi.
club-done-reported = Sonuç kaydedildi ve merdiven güncellendi.
club-done-confirmed = Sonucu onayladınız.
club-done-disputed = Sonuca itiraz ettiniz: bir yönetici onaylayana ya da düzeltene kadar itirazlı olarak işaretli kalır; yöneticilere haber verildi.
club-done-corrected = Sonuç düzeltildi; merdiven o oyundan itibaren yeniden hesaplandı.
club-done-member = Tamamlandı.
club-done-decayed = Düşüş uygulandı.
club-history-title = { $club } kulübünde { $username }
club-history = Sıra değişiklikleri
club-history-none = Henüz sıra değişikliği yok.
club-cause-joined = En alt sıraya yerleşti
club-cause-left = Merdivenden ayrıldı
club-cause-game = { $opponent } ile oyun: { $result }
club-cause-corrected = { $opponent } ile oyun: { $result } (düzeltildi)
club-cause-decay = Devamsızlık düşüşü
club-cause-placed = İsviçre Sistemi Merdiven Elemesi ile yerleştirildi
club-rank-change = { $from } → { $to }
club-off-ladder = merdiven dışında
club-error-not-found = Böyle bir kulüp yok.
club-error-no-such-member = { $name } adında bir üye yok.
club-error-bot = { $name } bir BOT hesabı: BOT hesapları kulüplere ve kulüp etkinliklerine katılmaz.
club-error-no-such-game = Bu kulüpte böyle bir oyun yok.
club-error-name = Kulüp adı tek satırda, 1 ila { $max } karakter olmalıdır.
club-error-description = Kulüp açıklaması en fazla { $max } karakter olabilir ve kontrol karakteri içeremez.
club-error-name-taken = Bu adda bir kulüp zaten var.
club-error-founders-are-administrators = Bu sitede kulüpleri yalnızca yöneticiler kurabilir.
club-error-not-director = Bunu yalnızca kulübün direktörleri yapabilir.
club-error-already-member = Zaten bu kulübün üyesisiniz.
club-error-already-requested = Bu kulübe katılmak için zaten istek gönderdiniz.
club-error-no-request = { $name } bu kulübe katılmak için istek göndermedi.
club-error-not-member = { $name } bu kulübün üyesi değil.
club-error-not-on-ladder = { $name } kulübün merdiveninde değil.
club-error-same-player = Bir oyun için iki farklı oyuncu gerekir.
club-error-not-white = Bir oyunu yalnızca Beyaz ya da bir direktör bildirebilir.
club-error-not-black = Beyazın bildirdiği bir oyunu yalnızca Siyah onaylayabilir ya da itiraz edebilir.
club-error-game-settled = Bu oyun zaten { $status }.
club-error-result = Sonuç 1-0, 0-1 ya da ½-½ olmalıdır.
club-error-time-control = Zaman kontrolü G/5, G/10, G/15 ya da G/30 olmalıdır.
club-error-date = Tarihi YYYY-AA-GG biçiminde yazın.
club-error-future-date = Tarih gelecekte olamaz.
club-error-before-joining = Oyun, { $name } merdivene katılmadan önce oynanmış olamaz.
club-error-decay-this-month = Devamsızlık düşüşü bu ay zaten uygulandı ({ $day } tarihinde).
club-error-decay-before-last = Devamsızlık düşüşü yalnızca ileriye doğru uygulanır: sonuncusu { $day } tarihinde uygulandı.
club-error-last-director = { $name } kulübün son direktörü: önce bir halef atayın (başka bir üyeyi direktör yapın), sonra ayrılabilir.
club-error-game-number = Oyun numarası 1 ile { $max } arasında bir tam sayıdır: o gün oynanan ikinci aynı oyun için 2.
club-error-duplicate-game = Bu sonuç zaten kaydedildi: oyun { $id }, { $white } - { $black }, { $day } tarihinde { $result } ({ $status }). O gün aynı şekilde bir oyun daha oynadılarsa onu { $next } oyun numarasıyla kaydedin.
club-error-decay-outside = Elle uygulanan devamsızlık düşüşü { $from } ile { $to } arasındaki bir gün içindir: geçerli sezonda, kulübün kuruluşundan ve son düşüşten önce değil, gelecekte de değil.
club-error-joined-outside = Bir üyenin katılma günü kulübün kuruluşu ({ $from }) ile bugün ({ $to }) arasındadır.
club-error-missing = Tüm alanları doldurun.
club-error-challenge-down = Merdivende meydan okuma yukarıya doğru yapılır: { $name } sizden aşağıda.
club-challenge = Meydan oku
club-awards = Sezonun şimdiye kadarki ödülleri
club-awards-title = { $club }: { $season } sezonunun ödülleri
club-awards-none = Henüz merdivende kimse yok.
club-awards-trophies = Kupalar: ilk 3
club-awards-medals = Madalyalar: ilk 10
club-awards-highest-rated = En yüksek puan ({ $rating })
club-awards-most-games = En çok oyun oynayan ({ $games })
club-awards-most-ranks = En çok sıra kazanan ({ $ranks })
club-settings = Kulüp ayarları
club-settings-season-start = Sezonun başladığı gün (AA-GG)
club-settings-season-end = Sezonun bittiği gün (AA-GG)
club-settings-decay-day = Devamsızlık düşüşünün uygulanacağı gün (her ayın 1–28. günü)
club-settings-submit = Ayarları kaydet
club-done-settings = Ayarlar kaydedildi.
club-error-season-start = Sezonun başladığı gün AA-GG biçiminde yazılır, ör. 09-01.
club-error-season-end = Sezonun bittiği gün AA-GG biçiminde yazılır, ör. 06-30 (29 Şubat olamaz) ve başladığı günden farklı olmalıdır.
club-error-decay-day = Düşüş günü, ayın 1 ile 28 arasındaki bir günüdür.
club-error-no-such-event = Bu kulüpte böyle bir etkinlik yok
club-error-no-such-board = Bu etkinlikte böyle bir masa yok
club-error-event-name = Etkinlik adı tek satırda, 1 ila { $max } karakter olmalıdır
club-error-event-format = Tur sayısı ya da grup büyüklüğüyle birlikte bir format seçin: SLQ, Dörtlü, Sekizli, İsviçre sistemi, lig usulü ya da Yıllık Şampiyona
club-error-announcement = Duyuru en fazla { $max } karakter olabilir ve kontrol karakteri içeremez
club-error-not-openable = SLQ ve Yıllık Şampiyona yalnızca kulüp üyeleri içindir: dışarıya açık olamazlar
club-error-reseed-unconfirmed = Kulübün bu sezon zaten bir merdiveni var: merdivenin bu SLQ ile yeniden oluşturulacağını onaylayın
club-error-members-only = Bu etkinlik yalnızca kulüp üyeleri içindir ve { $name } üye değil
club-error-already-entered = { $name } bu etkinliğe zaten katıldı
club-error-not-entered = { $name } bu etkinliğe katılmadı
club-error-withdrawn = { $name } bu etkinlikten çekildi ve bir daha eşlendirilmez
club-error-entries-closed = Lig usulü bir etkinliğin bölümleri başlangıçta belirlenir: geç katılım yok
club-error-event-finished = Etkinlik sona erdi
club-error-too-few-entries = Bir etkinliğin başlaması için en az iki oyuncu gerekir
club-error-all-rounds-paired = Bu etkinliğin tüm turları eşlendirildi
club-error-results-missing = { $count ->
    [one] Bu turun { $count } sonucu henüz girilmedi: bir sonraki tur, tüm sonuçlar girildiğinde eşlendirilir
   *[other] Bu turun { $count } sonucu henüz girilmedi: bir sonraki tur, tüm sonuçlar girildiğinde eşlendirilir
}
club-error-not-a-player = Bir masanın sonucunu yalnızca o masanın iki oyuncusu ya da bir direktör girebilir
club-error-already-reported = Bu masanın sonucu girildi: Siyah onaylar ya da itiraz eder, bir direktör düzeltir
club-error-no-game = Bu masada sonucu girilecek bir oyun yok
club-events = Etkinlikler
club-events-title = Etkinlikler: { $club }
club-events-none = Henüz etkinlik yok.
club-event-create = Etkinlik oluştur
club-event-name = Ad
club-event-format = Format
club-event-format-hint = SLQ merdiveni oluşturur: herkes 1200 puanla başlar ve her turdan sonra yeniden puanlanır. Dörtlü, tek buluşmada G/10 ile oynanan dört kişilik bir lig usulü etkinliktir; Sekizli ise sekiz kişilik, üç turlu, G/30 ile oynanan bir İsviçre sistemi etkinliğidir ve her buluşmada bir tur oynanır. Tur sayısı (ya da lig usulü bir etkinliğin grup büyüklüğü) aşağıda ayarlanabilir. SLQ, başka bir süre seçmezseniz G/5 ile oynanır ve her zaman G/30 ve SLQ tablosuyla puanlanır.
club-event-rounds-field = Turlar ya da lig usulü grup büyüklüğü (boş: biçimin kendi değeri)
club-event-control = Zaman kontrolü
club-event-control-default = Formatın kendi zaman kontrolü
club-event-open-label = Kulüp üyesi olmayan site üyelerine de açık (SLQ ve Şampiyona hariç)
club-event-announcement = Duyuru
club-event-announcement-hint = Gün ve salon, kayıt ve tur saatleri, katılım ücreti, ödüller, iletişim, puanlama kuralları
club-event-reseed = Bu SLQ, bu sezonun merdivenini yeniden oluşturur
club-event-create-submit = Etkinliği oluştur
club-event-status-entries = kayıtlar açık
club-event-status-running = devam ediyor
club-event-status-finished = bitti
club-event-open = açık
club-event-rounds = tur { $paired }/{ $rounds }
club-event-rounds-planned = { $rounds } tur
club-event-print = Yazdır
club-event-export-csv = Puan durumu (CSV)
club-event-export-trf = TRF raporu
club-event-entries = Katılımcılar ({ $count })
club-event-guest = misafir
club-event-withdrawn = çekildi
club-event-enter = Katıl
club-event-enter-someone = Oyuncu kaydet (kullanıcı adı)
club-event-withdraw = Çekil
club-event-withdraw-someone = Oyuncuyu çek (kullanıcı adı)
club-event-withdraw-question = Çekilen oyuncu bir daha eşlendirilmez ve oynanmamış oyunu hükmen kaybedilmiş sayılır. Çekilme onaylansın mı?
club-event-start-round = { $round }. turu başlat
club-event-start-question = Tur şimdi eşlendirilsin mi? Oyuncular masalarına oturduğunda başlatın: eşlendirilmiş bir tur geri alınamaz.
club-event-round = { $round }. tur
club-event-pairings-print = Yazdırılacak eşlendirmeler
club-event-board = Masa
club-event-white = Beyaz
club-event-black = Siyah
club-event-result = Sonuç
club-event-bye = bay (½)
club-event-rest = dinleniyor
club-event-forfeit = hükmen
club-event-report = Bildir
club-event-section = Bölüm { $section }
club-event-standings = Puan durumu
club-event-player = Oyuncu
club-event-points = Puan
club-event-aos = ORP
club-event-aos-title = Ortalama rakip puanı, birinci eşitlik bozma ölçütü
club-event-rating = Kulüp puanı
club-event-crosstable-hint = W3w: 3 numaralı oyuncuya karşı Beyazla kazandı; D berabere, L kaybetti; +3 ve -3 hükmen sonuçlar; H yarım puanlık bay; R dinlenme; … henüz girilmemiş sonuç.
club-event-ratings = Her turdan sonra kulüp puanları
club-event-after-round = { $round }. turdan sonra
club-event-back = Etkinliğe dön
club-pairings-title = { $event }: { $round }. tur
club-format-slq = İsviçre Sistemi Merdiven Elemesi (6 tur)
club-format-quad = Dörtlü (4 kişilik gruplar, G/10)
club-format-octo = Sekizli (8 kişilik bölümler, 3 tur, G/30)
club-format-swiss = İsviçre sistemi (5 tur)
club-format-rr = Lig usulü (6 kişilik gruplar)
club-format-championship = Yıllık Şampiyona (İsviçre sistemi, 5 tur)
club-format-championship-rr = Yıllık Şampiyona (lig usulü)
club-event-done-created = Etkinlik oluşturuldu: üyeler artık katılabilir.
club-event-done-entered = Kayıt yapıldı.
club-event-done-withdrawn = Çekilme kaydedildi.
club-event-done-round = Tur eşlendirildi: eşlendirmeler aşağıda, yazdırmaya hazır.
club-event-done-result = Sonuç kaydedildi.
club-event-done-corrected = Sonuç düzeltildi; puanlar ve merdiven o oyundan itibaren yeniden hesaplandı.
club-event-done-confirmed = Sonucu onayladınız.
club-event-done-disputed = Sonuca itiraz ettiniz: yöneticilere haber verildi; biri onaylayana ya da düzeltene kadar itirazlı olarak işaretli kalır.
club-format-name = { $kind ->
    [slq] İsviçre Sistemi Merdiven Elemesi, { $count } tur
    [quad] Dörtlü
    [octo] Sekizli
    [swiss] İsviçre sistemi, { $count } tur
    [rr] Lig usulü, { $count } kişilik gruplar
    [championship] Yıllık Şampiyona, { $count } turlu İsviçre sistemi
   *[championship-rr] Yıllık Şampiyona, lig usulü
}
club-event-waiting = { $count ->
    [one] Bu turun { $count } sonucu henüz bekleniyor; bir sonraki tur, sonuç girildiğinde eşlendirilir.
   *[other] Bu turun { $count } sonucu henüz bekleniyor; bir sonraki tur, sonuçlar girildiğinde eşlendirilir.
}
club-error-empty-season = Bu sezonda henüz oyun yok: kapatılacak bir şey yok
club-awards-earlier = Önceki sezon
club-awards-later = Sonraki sezon
club-season-close = Sezonu kapat
club-season-close-explained = Yılın son buluşmasında: yukarıdaki ödüller bu sezonun ödülleri olur ve yeni sezon hemen başlar. Oynanan oyunlar ve kazanılan sıralar yeniden sıfırdan sayılır; merdiven ve kulüp puanları aynen devam eder.
club-season-close-question = Bu sezon kapatılıp bir sonraki başlatılsın mı? Bu işlem geri alınamaz.
club-season-closed = Sezon kapatıldı: bu, sezonun raporudur. Yeni sezon başladı.
club-event-on-server-label = Sunucuda, G/N saatleriyle oynanır (tahta başında değil)
club-event-on-server = sunucuda
club-event-game = Oyun
club-error-played-on-server = Bu oyun sunucuda oynanıyor: sonucu oyundan gelir
email-club-result-subject = { $white } oyununuzu bildirdi: { $result }
email-club-result-body = { $white } (Beyaz), { $place } içinde { $day } tarihinde oynanan oyununuzun sonucunu bildirdi: { $white } – { $black } { $result }. Sonuç hemen geçerli olur. Doğruysa onaylayın; değilse itiraz edin, bir yönetici karar verecek.
email-club-result-open = Sonuçları aç
email-club-dispute-subject = { $black }, { $place } içinde bir sonuca itiraz ediyor
email-club-dispute-body = { $black } (Siyah), { $white } tarafından { $day } tarihinde oynanan oyunları için bildirilen sonuca itiraz ediyor: { $white } – { $black } { $result }. Bir yönetici onaylayana ya da düzeltene kadar itirazlı olarak işaretli kalır (bir düzeltme sonraki tüm değişiklikleri yeniden hesaplar).
