import type { AgreementTexts } from './agreement-codes.js';

/** The agreements in Turkish, addressing the member as «siz» like the server's Turkish texts. */
export const AGREEMENTS_TR: AgreementTexts = {
  user_agreement: {
    title: 'Kullanıcı Sözleşmesi',
    content: `<h3>1. Biz kimiz ve bu sözleşme neyi kapsar</h3>
<p>Meridian ("biz", "platform"), üyelerin USDT cinsinden bakiye tutmasını, piyasa fiyatlarını takip etmesini ve uygulamada sunulan işlem, madencilik, faiz ve görev ürünlerini kullanmasını sağlar. Bu sözleşme, üye hesabı açan herkes ve uygulamanın ve hizmetlerinin her kullanımı için geçerlidir.</p>
<h3>2. Hesabınız</h3>
<ul>
<li>Yaşadığınız yerde reşit olmalı ve yerel yasalarınıza göre dijital varlık hizmetlerini kullanma izniniz bulunmalıdır.</li>
<li>Doğru bilgi verin ve e-posta adresinizi ve telefon numaranızı güncel tutun: doğrulama kodlarını size bunlarla göndeririz.</li>
<li>Giriş şifrenizi ve ödeme şifrenizi gizli tutun. Bunlarla yapılan her işlem sizin tarafınızdan yapılmış sayılır. Başka birinin bunları bildiğini düşünüyorsanız hemen müşteri hizmetlerine bildirin.</li>
<li>Bir kişi, bir hesap. Hesaplar satılamaz, ödünç verilemez veya devredilemez.</li>
</ul>
<h3>3. Paranız</h3>
<p>Bakiyenizdeki her hareket defterimize dengeli bir kayıt olarak işlenir ve bakiyeniz hiçbir zaman sıfırın altına düşmez. Ücretler, faiz oranları, kilit süreleri ve ödemeler, bir işlemi onaylamadan önce gösterilir ve o işlem için sonradan değiştirilmez. Çekimler verdiğiniz adrese veya hesaba gönderilir; dikkatle kontrol edin, çünkü blokzincir üzerindeki transferler geri alınamaz.</p>
<h3>4. Riskler</h3>
<p>Dijital varlıkların fiyatları hızla değişir ve sıfıra düşebilir. Kısa vadeli kontratlarda yatırılan tutarın tamamı kaybedilebilir. Yalnızca kaybetmeyi göze alabileceğiniz parayı kullanın. Uygulamadaki hiçbir içerik yatırım tavsiyesi değildir.</p>
<h3>5. Adil kullanım</h3>
<ul>
<li>Platformu bozmaya, aşırı yüklemeye veya güvenliğini aşmaya çalışmayın; hesapları yönetmek için otomatik araçlar kullanmayın.</li>
<li>Platformu kara para aklama, dolandırıcılık veya yasa dışı herhangi bir amaçla kullanmayın. Kimliğinizi ve fonların kaynağını kanıtlamanızı isteyebilir, inceleme süresince bir hesabı dondurabiliriz.</li>
</ul>
<h3>6. Bakım ve değişiklikler</h3>
<p>Hizmeti bakım için durdurabiliriz; uygulama bunu size bildirir. Bu sözleşmeyi değiştirebiliriz; yeni sürüm uygulamada gösterilir ve yürürlüğe girdikten sonra uygulamayı kullanmaya devam etmeniz onu kabul ettiğiniz anlamına gelir. Kabul etmiyorsanız bakiyenizi çekip hesabınızı kapatabilirsiniz.</p>
<h3>7. Hesabın kapatılması</h3>
<p>Bakiyenizi çektikten sonra hesabınızı istediğiniz zaman müşteri hizmetleri aracılığıyla kapatabilirsiniz. Bu sözleşmeyi ihlal eden bir hesabı kapatabiliriz; yasal olarak size ait olan bakiye size iade edilir.</p>
<h3>8. İletişim</h3>
<p>Bu sözleşmeyle ilgili sorularınızı, uygulamanın müşteri hizmetleri sayfasında listelenen kanallardan müşteri hizmetlerine iletebilirsiniz.</p>`,
  },
  privacy_policy: {
    title: 'Gizlilik Politikası',
    content: `<h3>Hangi verileri topluyoruz</h3>
<ul>
<li>Bize verdikleriniz: kullanıcı adınız, eklediğiniz e-posta adresi ve telefon numarası, takma adınız, profil resminiz, saat diliminiz ve çekim adresleriniz.</li>
<li>Hizmetin kaydettikleri: bakiyeniz ve defterinizdeki her kayıt, siparişleriniz ve hesabınıza yapılan girişler (zaman, IP adresi ve tarayıcı).</li>
</ul>
<h3>Neden kullanıyoruz</h3>
<ul>
<li>Hesabınızı yürütmek ve işlemler, para yatırma ve çekme gibi istediklerinizi yerine getirmek için.</li>
<li>Hesabınızı güvende tutmak için: doğrulama kodları göndermek, şifre tahmin denemelerini yavaşlatıp durdurmak ve dolandırıcılığı tespit etmek.</li>
<li>Yasal yükümlülüklerimizi yerine getirmek için; örneğin kayıt tutmak ve yetkililerin hukuka uygun taleplerini yanıtlamak.</li>
</ul>
<h3>Asla yapmadıklarımız</h3>
<p>Verilerinizi satmayız ve reklam için kullanmayız. Şifreler yalnızca şifreye geri dönüştürülemeyen tuzlanmış özetler olarak saklanır; oturum anahtarları da yalnızca özet olarak saklanır.</p>
<h3>Başka kimler görür</h3>
<p>Yalnızca hizmeti yürütmek için ihtiyaç duyduğumuz ve verileri yalnızca bu amaçla kullanmakla yükümlü sağlayıcılar (barındırma, e-posta gönderimi) ile yasanın gerektirdiği durumlarda yetkililer.</p>
<h3>Ne kadar süre saklıyoruz</h3>
<p>Hesap verileri, hesabınız açık kaldığı sürece. Defter kayıtları, hesap kapandıktan sonra da, yasanın mali kayıtların saklanmasını gerektirdiği süre boyunca. Doğrulama kodları ve bulmaca yanıtları yalnızca birkaç dakika.</p>
<h3>Haklarınız</h3>
<p>Profilinizi uygulamada istediğiniz zaman görebilir ve düzeltebilirsiniz. Müşteri hizmetleri aracılığıyla verilerinizin bir kopyasını veya yasanın izin verdiği durumlarda silinmesini isteyebilirsiniz.</p>
<h3>Değişiklikler</h3>
<p>Bu politika değiştiğinde yeni sürüm, yürürlüğe girmeden önce uygulamada gösterilir.</p>`,
  },
};
