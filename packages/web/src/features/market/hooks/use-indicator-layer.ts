import type { IChartApi } from 'lightweight-charts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { IndicatorLayer, IndicatorView, createIndicatorLayer } from '../components/indicator-layer';
import { needsIndicatorLayer } from '../lib/kline-indicators';

type CreateLayer = typeof createIndicatorLayer;

/**
 * Draws the chosen indicators on the chart that `chart` holds once it is made. Their maths and
 * their panes are a chunk of their own, loaded when the member first chooses an indicator other
 * than volume (the chart draws volume itself): a member who never chooses one never loads it.
 * Called after the chart's own effects, so the chart exists and its candles are drawn first.
 */
export function useIndicatorLayer(chart: RefObject<{ chart: IChartApi } | null>, view: IndicatorView): void {
  const wanted = needsIndicatorLayer(view.indicators);
  const [createLayer, setCreateLayer] = useState<CreateLayer | null>(null);
  const layer = useRef<IndicatorLayer | null>(null);

  useEffect(() => {
    if (!wanted || createLayer !== null) return;
    let mounted = true;
    import('../components/indicator-layer').then(
      ({ createIndicatorLayer: loaded }) => {
        if (mounted) setCreateLayer(() => loaded);
      },
      // A chunk that did not load (the connection dropped): the chart goes on without indicators.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [wanted, createLayer]);

  useEffect(() => {
    const current = chart.current?.chart;
    if (createLayer === null || current === undefined) return;
    layer.current = createLayer(current);
    return () => {
      // The chart removes the layer's series with itself; nothing to undo on its way out.
      layer.current = null;
    };
  }, [chart, createLayer]);

  const { candles, offsetMinutes, indicators, priceFormat, colours } = view;
  useEffect(() => {
    layer.current?.render({ candles, offsetMinutes, indicators, priceFormat, colours });
  }, [createLayer, candles, offsetMinutes, indicators, priceFormat, colours]);
}
