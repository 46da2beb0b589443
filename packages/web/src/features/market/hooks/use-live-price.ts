import { LIVE_EVENT } from '@meridian/protocol';
import { useEffect, useState } from 'react';
import { onPush } from '../../../api/live-events';

export interface LivePrice {
  price: string;
  reference: string;
}

/** The latest pushed price of one pair and its 24 h reference; null until the first push. */
export function useLivePrice(symbol: string): LivePrice | null {
  const [live, setLive] = useState<{ symbol: string; price: LivePrice } | null>(null);

  useEffect(() => {
    return onPush(LIVE_EVENT.chainCurrencyPrice, (prices) => {
      const entry = prices[symbol];
      if (entry === undefined) return;
      const price = String(entry[0]);
      const reference = String(entry[1]);
      setLive((current) =>
        current?.symbol === symbol && current.price.price === price && current.price.reference === reference ? current : { symbol, price: { price, reference } },
      );
    });
  }, [symbol]);

  return live?.symbol === symbol ? live.price : null;
}
