import type { HelpTexts } from './help-codes.js';

/**
 * The help centre in Turkish, addressing the member as «siz» like the server's Turkish texts; the
 * places it names are called as the app's Turkish calls them.
 */
export const HELP_TR: HelpTexts = {
  help_recharge: {
    title: 'Nasıl para yatırılır',
    content:
      '<p><strong>Hesabım → Para yatır</strong> bölümünü açın ve nasıl ödemek istediğinizi seçin:</p>' +
      '<ul><li><strong>Çevrimiçi ödeme</strong>: bir ödeme kanalı seçin, tutarı girin ve açılan sayfada ödemeyi tamamlayın. Ödeme onaylanır onaylanmaz bakiyenize eklenir.</li>' +
      '<li><strong>Banka havalesi</strong>: tam tutarı gösterilen hesaba gönderin, ardından havale dekontunu gerçek adınızla birlikte yükleyin. Bir operatör kontrol eder ve bakiyenize ekler.</li>' +
      '<li><strong>USDT</strong>: coinleri gösterilen ağ üzerinden gösterilen adrese gönderin, ardından işlem kimliğini (txid) girin. Başka bir ağ üzerinden gönderilen coinler kurtarılamaz.</li></ul>' +
      '<p>Aynı anda yalnızca bir para yatırma işlemi ödeme bekleyebilir: yenisine başlamadan önce onu tamamlayın veya iptal edin. Tüm para yatırma işlemleriniz <strong>Hesap dökümü → Para yatırma</strong> bölümünde listelenir.</p>',
  },
  help_withdraw: {
    title: 'Nasıl para çekilir',
    content:
      '<p>İlk çekiminizden önce bir <strong>ödeme şifresi</strong> (4 haneli) belirleyin ve <strong>Hesabım → Banka hesapları</strong> bölümünde bir banka kartı veya USDT adresi bağlayın.</p>' +
      '<ol><li><strong>Hesabım → Çek</strong> bölümünü açın ve kartı veya adresi seçin.</li><li>Tutarı girin: onaylamadan önce sayfa ücreti, varsa vergiyi ve hesabınıza geçecek tutarı gösterir.</li><li>Ödeme şifrenizle onaylayın.</li></ol>' +
      '<p>Tutar, bir operatör ödemeyi yapana kadar kullanılabilir bakiyenizden bloke edilir. Bir çekim reddedilirse tutarın tamamı bakiyenize geri döner ve nedeni çekim geçmişinde gösterilir. Çekimler hiçbir zaman görevlere, seviyelere veya yeni para yatırmaya bağlı değildir.</p>',
  },
  help_contracts: {
    title: 'Kontratlar ve nasıl sonuçlandıkları',
    content:
      '<p>Kontrat, bir fiyatın yönü üzerine kısa süreli bir bahistir. Bir para birimi, bir süre ve <strong>Yükseliş</strong> ya da <strong>Düşüş</strong> seçin, ardından tutarı girin.</p>' +
      '<ul><li>Alış fiyatı, onayladığınız saniyede kaydedilen fiyat tikidir.</li><li>Süre dolduğunda kontrat o saniyede kaydedilen tikle sonuçlanır: fiyat sizin yönünüzde hareket ettiyse onaylamadan önce gösterilen ödemeyi alırsınız, aksi halde tutarı kaybedersiniz.</li><li>Karar vermeden önce sayfa, ödemeyi ve zarar etmemek için gereken kazanma oranını gösterir.</li></ul>' +
      '<p>Her emir alış ve sonuçlanma tiklerini saklar; böylece bunları <strong>Bahis geçmişi</strong> bölümünde K-line grafiğiyle karşılaştırabilirsiniz. Hiçbir ayar veya kişi sonucu belirlemez.</p>',
  },
  help_mining: {
    title: 'Madencilik makineleri',
    content:
      '<p>Bir madencilik makinesi, kilit süresi boyunca fiyatı üzerinden sabit bir günlük getiri sağlar. Her makinenin günlük getirisini, kilit gün sayısını, fiyatını ve bir üyenin en fazla kaç tane alabileceğini görmek için <strong>Piyasa → Madencilik</strong> bölümünü açın.</p>' +
      '<ul><li>Fiyat, satın aldığınızda kullanılabilir bakiyenizden ödenir.</li><li>Makine çalıştığı sürece gelir günde bir kez hesabınıza geçer.</li><li>Kilit süresinin sonunda makinenin fiyatı bakiyenize iade edilir.</li></ul>' +
      '<p>Makineleriniz ve gelirleri <strong>Madencilik geçmişi</strong> bölümünde listelenir.</p>',
  },
  help_interest: {
    title: 'Faiz cüzdanı',
    content:
      '<p>Günlük faiz kazanmak için paranızı faiz cüzdanına aktarın. <strong>Hesabım → Faiz cüzdanı</strong> bölümünü açın ve <strong>Yatır</strong> düğmesine dokunun; sayfa önce en düşük tutarı, günlük faiz oranını ve tutma süresini gösterir.</p>' +
      '<ul><li>Yatırılan tutarın tutulduğu her tam gün için faiz kazanılır.</li><li>Tutma süresinden sonra çekerseniz yatırdığınız tutarı ve tüm faizini alırsınız.</li><li>Daha erken çekmek faizden vazgeçmek ve bir işlem ücreti ödemek demektir: onaylamadan önce sayfa tam olarak ne alacağınızı gösterir.</li></ul>',
  },
  help_tasks: {
    title: 'Ürün siparişi görevleri',
    content:
      '<p>Görevler, ürün siparişleri alarak komisyon kazanmanızı sağlar. Görev sayfasını açın, bir sipariş almak için <strong>Sipariş al</strong> düğmesine, tamamlamak için de <strong>Öde</strong> düğmesine dokunun.</p>' +
      '<ul><li>Bir sipariş hiçbir zaman kullanılabilir bakiyenizden pahalı olmaz ve bir görev sizden asla para yatırmanızı istemez.</li><li>Bir siparişi ödediğiniz anda fiyatı komisyonuyla birlikte geri gelir.</li><li>Günlük görev sayısı ve iki sipariş arasındaki bekleme süresi görev sayfasında gösterilir.</li></ul>',
  },
};
