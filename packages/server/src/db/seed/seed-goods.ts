import { goodsItems } from '../schema/index.js';
import type { DbOrTx } from '../types.js';
import { goodsImageUrl } from '../../static/goods-images.js';
import { inEveryLanguage, type Versions } from './in-every-language.js';
import type { LocalizedText } from '../../i18n/localized-text.js';

const goods = (price: string, names: Versions) => ({ price, name: inEveryLanguage(names) });

/**
 * A demo goods catalogue of twelve items from 5 to 2,000: whatever a member's available balance,
 * from 5 up, some item fits it. The pictures are drawn by this server (static/goods-images.ts,
 * in the same order as its shapes).
 */
const DEMO_GOODS: readonly { name: LocalizedText; price: string }[] = [
  goods('5.00', ['Wireless earbuds', '無線耳機', 'Earbud nirkabel', 'Kablosuz kulaklık', 'Бездротові навушники', 'Auriculares inalámbricos']),
  goods('12.50', ['Fitness watch', '運動手錶', 'Jam tangan kebugaran', 'Fitness saati', 'Фітнес-годинник', 'Reloj deportivo']),
  goods('25.00', ['Ceramic coffee mug', '陶瓷咖啡杯', 'Mug kopi keramik', 'Seramik kahve kupası', 'Керамічна кавова чашка', 'Taza de café de cerámica']),
  goods('48.00', ['City backpack', '城市背囊', 'Ransel kota', 'Şehir sırt çantası', 'Міський рюкзак', 'Mochila urbana']),
  goods('89.90', ['Running sneakers', '跑步鞋', 'Sepatu lari', 'Koşu ayakkabısı', 'Кросівки для бігу', 'Zapatillas para correr']),
  goods('135.00', ['Bluetooth speaker', '藍牙喇叭', 'Speaker Bluetooth', 'Bluetooth hoparlör', 'Bluetooth-колонка', 'Altavoz Bluetooth']),
  goods('210.00', ['LED desk lamp', 'LED 枱燈', 'Lampu meja LED', 'LED masa lambası', 'Світлодіодна настільна лампа', 'Lámpara de escritorio LED']),
  goods('360.00', ['Mechanical keyboard', '機械鍵盤', 'Keyboard mekanis', 'Mekanik klavye', 'Механічна клавіатура', 'Teclado mecánico']),
  goods('580.00', ['Drawing tablet', '繪圖板', 'Tablet gambar', 'Çizim tableti', 'Графічний планшет', 'Tableta de dibujo']),
  goods('920.00', ['Mirrorless camera', '無反相機', 'Kamera mirrorless', 'Aynasız fotoğraf makinesi', 'Бездзеркальна камера', 'Cámara sin espejo']),
  goods('1350.00', ['Smartphone', '智能手機', 'Ponsel pintar', 'Akıllı telefon', 'Смартфон', 'Teléfono inteligente']),
  goods('2000.00', ['Ultrabook laptop', '超薄手提電腦', 'Laptop ultrabook', 'Ultrabook dizüstü bilgisayar', 'Ультрабук', 'Portátil ultrabook']),
];

export async function seedGoods(db: DbOrTx, currency: string): Promise<void> {
  const [existing] = await db.select({ id: goodsItems.id }).from(goodsItems).limit(1);
  if (existing) return;
  await db.insert(goodsItems).values(
    DEMO_GOODS.map((item, index) => ({ name: item.name, price: item.price, currency, image: goodsImageUrl(index + 1), sort: index + 1 })),
  );
}
