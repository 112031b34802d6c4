# Tatil (product.md §4): ayarlar sayfası, rakiplerin gördükleri, "tatil
# bitiyor" e-postası ve bir değişikliğin neden reddedildiği.

settings-vacation = Tatil
settings-vacation-help = Tatildeyken hiçbir yazışmalı oyunda saatiniz işlemez.
settings-vacation-manage = Tatillerinizi planlayın ya da değiştirin

vacation-title = Tatil
vacation-help = Tatildeyken yazışmalı oyunlarınızın hiçbirinde saatiniz işlemez. İsterseniz yine de giriş yapıp hamle yapabilirsiniz.
vacation-allowance = Kalan günler
vacation-days-left = { $year }: { $allowance } günden { $left ->
    [one] { $left } gün
   *[other] { $left } gün
} kaldı
vacation-schedule = Tatil planla
vacation-start = İlk gün
vacation-days = Gün sayısı
vacation-utc = Günler UTC'ye göre sayılır: tatil UTC gece yarısında (bugün başlıyorsa hemen) başlar ve son gününden sonraki UTC gece yarısında biter. Tatilin her günü, denk geldiği yılın tam bir günü olarak sayılır.
vacation-schedule-submit = Planla
vacation-list = Tatilleriniz
vacation-none = Bu yıl tatiliniz yok.
vacation-period-heading = Günler
vacation-status-heading = Durum
vacation-actions-heading = Değiştir
vacation-period = { $first } – { $last }
vacation-status-past = sona erdi
vacation-status-current = devam ediyor
vacation-status-upcoming = yaklaşan
vacation-cancel = İptal et
vacation-end-now = Şimdi bitir

vacation-away-until = { $username }, { $until } tarihine kadar tatilde: saati işlemiyor.
vacation-you-away-until = { $until } tarihine kadar tatildesiniz: saatiniz işlemiyor.
vacation-opponent-away = { $until } tarihine kadar tatilde

notice-vacation-scheduled = Tatiliniz planlandı.
notice-vacation-canceled = Tatiliniz iptal edildi ve günleri yeniden kullanılabilir.
notice-vacation-ended = Tatiliniz sona erdi: saatleriniz yeniden işliyor.

email-options-vacation-ending = Tatilimin bittiği gün
email-options-tournament-rounds = turnuvalarımdan birinde bir tur başladığında
email-options-club-results = bir kulüp sonucu onayımı (Siyah olarak) ya da kararımı (yönetici olarak) beklediğinde
email-options-club-matches = kulübüm başka bir kulüple maç yaptığında: davetler, açılan kadrolar, başlangıç
email-options-weekly-summary = haftalık özet: beni bekleyen oyunlar ve haftanın sonuçları
email-vacation-ending-subject = Tatiliniz { $last } tarihinde gün sonunda bitiyor
email-vacation-ending-body = Tatiliniz { $last } tarihinin sonunda, UTC gece yarısında bitiyor. O andan itibaren tüm yazışmalı oyunlarınızda saatleriniz yeniden işler.
email-vacation-ending-games = Oyunlarınızı görün

vacation-error-date = İlk günü YYYY-AA-GG biçiminde yazın, örneğin 2026-07-01.
vacation-error-no-such-day = { $date } takvimde var olan bir gün değil.
vacation-error-days = Gün sayısını tam sayı olarak yazın, örneğin 7.
vacation-error-zero-days = Bir tatil en az bir gün sürer.
vacation-error-past = Tatil geçmişte başlayamaz: { $start } tarihi bugünden ({ $today }, UTC) önce.
vacation-error-too-far = Tatil en geç gelecek yılın sonuna kadar başlar: { $start } tarihi { $last } tarihinden sonra.
vacation-error-overlap = Bu tatil, { $first } – { $last } tarihleri arasındaki tatilinizle çakışıyor.
vacation-error-allowance = Bu tatil için { $year } yılından { $needed ->
    [one] { $needed } gün
   *[other] { $needed } gün
} gerekiyor, ancak o yıl için { $left ->
    [0] hiç gün kalmadı
    [one] yalnızca { $left } gün kaldı
   *[other] yalnızca { $left } gün kaldı
}.
vacation-error-already-started = Bu tatil zaten başladı: bunun yerine erken bitirin.
vacation-error-not-started = Bu tatil henüz başlamadı: bunun yerine iptal edin.
vacation-error-already-over = Bu tatil zaten sona erdi.
vacation-error-no-such-vacation = Böyle bir tatiliniz yok.
vacation-error-conflict = Bu arada oyunlarınızdan biri değişti: tekrar deneyin.
