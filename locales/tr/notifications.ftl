# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Takvim
settings-calendar-help = Hamle süreleriniz, turnuvalarınızın ve kulüp etkinliklerinizin turları ve tatilleriniz, telefonunuzun ya da bilgisayarınızın takvim uygulamasında.
settings-calendar-manage = Takviminizi kurun
calendar-intro = Takvim uygulamanızda bir kez abone olun (telefonunuzda, Google Takvim, Apple Takvim, Outlook, Thunderbird): yazışmalı oyunlarınızın her birinde hamle süresinin sonunu, turnuvalarınızın ve kulüp etkinliklerinizin turlarını ve tatillerinizi gösterir, her saat bunları kendiliğinden yeniden okur.
calendar-make = Takvim adresimi oluştur
calendar-address = Takviminizin özel adresi
calendar-subscribe = Takvim uygulamamda abone ol
calendar-private = Bu adresi kendinize saklayın: ona sahip olan herkes takviminizi okuyabilir. Başkalarının eline geçtiyse yenisini oluşturun.
calendar-change = Adresi değiştir
calendar-confirm = Kullanımdaki adresin artık çalışmayacağını anlıyorum
calendar-make-new = Yeni bir adres oluştur
calendar-turn-off = Takvimi kapat
calendar-confirm-missing = Önce kutuyu işaretleyin: kullanımdaki adres artık çalışmayacak.
notice-calendar-made = Takviminizin yeni bir adresi var: takvim uygulamanızda ona abone olun.
notice-calendar-off = Takviminiz kapatıldı: adresi artık çalışmıyor.
calendar-name = redqueen: { $username }
calendar-your-move = { $opponent } karşısında sıra sizde
calendar-your-move-body = { $opponent } karşısındaki oyununuzda hamle süresinin sonu. Her hamleyle ve bir tatille değişir.
calendar-their-move = Sıra { $opponent } oyuncusunda
calendar-their-move-body = { $opponent } oyuncusunun oyununuzda hamle yapması gereken son an. { $opponent } hamlesini yapınca yerini sizin süreniz alır.
calendar-tournament-start = { $tournament } başlıyor
calendar-tournament-start-body = Katıldığınız turnuva başlıyor: ilk oyunlarınız başlar.
calendar-tournament-round = { $tournament }: { $round }. tur
calendar-tournament-round-body = Turun oyunları başlıyor.
calendar-tournament-resume = { $tournament }: { $round }. tur devam ediyor
calendar-club-round = { $event }: { $round }. tur
calendar-club-game-white = { $opponent } karşısında beyazla oynuyorsunuz.
calendar-club-game-black = { $opponent } karşısında siyahla oynuyorsunuz.
calendar-vacation = Tatilde
calendar-vacation-body = Yazışmalı oyunlarınızda saatleriniz işlemez.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Bildirimler
notifications-kind = Bildirim
notifications-email = E-posta
notifications-push = Anlık bildirim
notifications-email-only = Yalnızca e-postayla
push-devices = Anlık bildirim alan cihazlar
push-help = Anlık bildirim, site kapalıyken bile telefonunuza ya da bilgisayarınıza ulaşır. Bunu her cihazda, orada kullandığınız tarayıcıdan açın. iPhone ya da iPad'de önce siteyi ana ekranınıza ekleyin ("Paylaş", ardından "Ana Ekrana Ekle"), siteyi oradan açın ve anlık bildirimleri açın.
push-turn-on = Bu cihazda anlık bildirimleri aç
push-unsupported = Bu tarayıcı anlık bildirim alamıyor.
push-blocked = Bu site için bildirimler bu tarayıcının ayarlarında engellenmiş: oradan izin verin, ardından yeniden deneyin.
push-on-here = Bu cihaz anlık bildirim alıyor.
push-failed = Tarayıcı anlık bildirimleri açamadı. Daha sonra yeniden deneyin.
push-no-devices = Henüz anlık bildirim alan bir cihaz yok.
push-device-added = { $date } tarihinde eklendi
push-remove = Bu cihaza anlık bildirim göndermeyi durdur
push-privacy = Anlık bildirim, cihazınız için şifrelenmiş olarak tarayıcınızın anlık bildirim hizmetinden geçer: hizmet ne zaman gönderildiğini görür, ne yazdığını görmez.
push-too-many = Anlık bildirimler en fazla { $max } cihazda açık olabilir: önce birini kaldırın.
push-bad-subscription = Bu, bir tarayıcının oluşturduğu türden bir abonelik değil: hiçbir şey değiştirilmedi.
push-another-members = Bu cihaz zaten başka bir üyenin anlık bildirimlerini alıyor: o üye bunları Bildirimler sayfasından durdurabilir. Hiçbir şey değiştirilmedi.
push-device-name = { $system } üzerinde { $browser }
push-device-unknown = Bir tarayıcı
notice-push-turned-on = Bu cihazda anlık bildirimler açık.
notice-push-device-removed = O cihaz artık anlık bildirim almıyor.

# The privacy page.
privacy-title = Gizlilik
privacy-email-title = E-posta adresiniz
privacy-email-body = E-posta adresiniz diğer üyelere asla gösterilmez, kimseye verilmez ya da satılmaz. Site bu adrese yalnızca Bildirimler sayfasında seçtiklerinizi ve hesabınızla ilgili olanları (adres onayı, yeni şifre) yazar.
privacy-details-title = Kişisel bilgileriniz
privacy-details-body = Adınız, ülkeniz, dilleriniz, doğum yılınız ve kendiniz hakkında birkaç söz isteğe bağlıdır. Bunları yalnızca giriş yapmış üyeler, ortak noktaları olan rakipler bulmak için görür.
privacy-push-title = Cihazlarınıza anlık bildirimler
privacy-push-body = Bir cihaz için anlık bildirimleri açtığınızda, o cihazın tarayıcısı siteye kendi anlık bildirim hizmetinde bir adres (Google, Mozilla, Apple ya da Microsoft gibi tarayıcının üreticisi tarafından işletilir) ve bir anahtar verir. Her bildirim sunucudan çıkmadan önce bu anahtarla şifrelenir: anlık bildirim hizmeti yalnızca şifreli bir mesaj, boyutunu ve gönderildiği zamanı görür, metnini (hangi oyun, hangi rakip, hangi hamle) asla görmez. Cihazı Bildirimler sayfanızdan kaldırdığınızda adresi buradan silinir.
privacy-calendar-title = Takviminiz
privacy-calendar-body = Takviminizin adresi gizlidir: ona sahip olan herkes hamle sürelerinizi, turlarınızı ve tatillerinizi okuyabilir, başka hiçbir şeyi değil. Başkalarının eline geçtiyse Takvim sayfasında yeni bir adres oluşturun: eskisi hemen çalışmaz olur.
privacy-cookies-title = Çerezler
privacy-cookies-body = Site dört çerez kullanır: biri oturumunuzu açık tutar, biri seçtiğiniz dili hatırlar, biri formlarınızı sahteciliğe karşı korur, biri de siz bir saat dilimi seçene kadar saatlerin tarayıcınızın saat diliminde yazılması için bu dilimi siteye bildirir. Reklam veya izleme çerezi yok, başka sitelerin betikleri de yok.
