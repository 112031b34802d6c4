# E-postalar. Her biri düz metin ve HTML olarak gönderilir.

email-greeting = Merhaba { $username },
email-signature = redqueen — yazışmalı satranç

email-verify-subject = E-posta adresinizi onaylayın
email-verify-body = Lütfen aşağıdaki bağlantıya tıklayarak bu adresin size ait olduğunu onaylayın. Bağlantı 48 saat geçerlidir.
email-verify-action = Adresimi onayla
email-verify-ignore = Bunu siz istemediyseniz bu e-postayı dikkate almayın: hiçbir şey değişmez.

email-reset-subject = Yeni bir şifre belirleyin
email-reset-body = Birisi, muhtemelen siz, hesabınızın şifresini sıfırlamak istedi. Yeni bir şifre belirlemek için aşağıdaki bağlantıya tıklayın. Bağlantı bir saat boyunca ve yalnızca bir kez kullanılabilir.
email-reset-action = Yeni şifre belirle
email-reset-ignore = Bunu siz istemediyseniz bu e-postayı dikkate almayın: şifreniz olduğu gibi kalır.

email-in-use-subject = Adresiniz başka bir hesap için verildi
email-in-use-body = Birisi bu e-posta adresini bu sitedeki başka bir hesap için kullanmak istedi. Adres zaten size ait olduğu için hiçbir şey değişmedi: hesabınız ve adresiniz olduğu gibi kalıyor. Bu kişi sizseniz ve hesabınıza giremiyorsanız yeni bir şifre belirleyin.
email-in-use-action = Yeni şifre belirle
email-in-use-ignore = Bu kişi siz değilseniz bu e-postayı dikkate almayın.
