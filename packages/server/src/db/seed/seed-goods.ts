import { goodsItems } from '../schema/index.js';
import type { DbOrTx } from '../types.js';
import { goodsImageUrl } from '../../static/goods-images.js';

/**
 * A demo goods catalogue of twelve items from 5 to 2,000: whatever a member's available balance,
 * from 5 up, some item fits it. The pictures are drawn by this server (static/goods-images.ts,
 * in the same order as its shapes).
 */
const DEMO_GOODS: readonly { name: string; price: string }[] = [
  { name: 'Wireless earbuds', price: '5.00' },
  { name: 'Fitness watch', price: '12.50' },
  { name: 'Ceramic coffee mug', price: '25.00' },
  { name: 'City backpack', price: '48.00' },
  { name: 'Running sneakers', price: '89.90' },
  { name: 'Bluetooth speaker', price: '135.00' },
  { name: 'LED desk lamp', price: '210.00' },
  { name: 'Mechanical keyboard', price: '360.00' },
  { name: 'Drawing tablet', price: '580.00' },
  { name: 'Mirrorless camera', price: '920.00' },
  { name: 'Smartphone', price: '1350.00' },
  { name: 'Ultrabook laptop', price: '2000.00' },
];

export async function seedGoods(db: DbOrTx, currency: string): Promise<void> {
  const [existing] = await db.select({ id: goodsItems.id }).from(goodsItems).limit(1);
  if (existing) return;
  await db.insert(goodsItems).values(
    DEMO_GOODS.map((item, index) => ({ name: item.name, price: item.price, currency, image: goodsImageUrl(index + 1), sort: index + 1 })),
  );
}
