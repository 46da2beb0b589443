import { CODE, KLINE_INTERVALS, ZAllname, isKlineInterval, timeZoneToMinutes, type KlineInterval, type TCandle } from '@meridian/protocol';
import { Button, Skeleton, Tabs } from 'antd-mobile';
import { Suspense, lazy, memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { useQuickChoice } from '../../../lib/use-quick-choice';
import { KLINE_HEADER_SLOT_NAME } from '../../../prerender/first-paint-html';
import { useKLine } from '../api/get-kline';
import { useSingleNowPrice } from '../api/get-single-now-price';
import { FullScreenFrame } from '../components/full-screen-frame';
import { IndicatorBar } from '../components/indicator-bar';
import { KLineHeader } from '../components/kline-header';
import { useFullScreen } from '../hooks/use-full-screen';
import { useChosenIndicators, useIndicatorChoice } from '../hooks/use-indicator-choice';
import { PriceAlertsEntry } from '../components/price-alerts-entry';
import { useLiveCandles } from '../hooks/use-live-candles';
import { useLivePrice } from '../hooks/use-live-price';
import { prepareTickMarkLabels } from '../lib/chart-time';
import { candlesOfPages } from '../lib/kline-candles';
import type { KLineIndicator } from '../lib/kline-indicators';
import { applyPriceToQuote, decimalsOf } from '../lib/live-quote';
import styles from './kline-page.module.css';

// The chart library is loaded with this page only, never with the market list or home.
const KLineChart = lazy(() => import('../components/kline-chart').then((m) => ({ default: m.KLineChart })));

function isNotFound(error: Error | null): boolean {
  return error instanceof RequestError && error.failure.code === CODE.NOT_FOUND;
}

/** The member's offset from UTC as their profile sets it, else the device's. */
function useOffsetMinutes(): number {
  const timeZone = useSession((state) => state.user?.timeZone);
  const own = timeZone === undefined ? null : timeZoneToMinutes(timeZone);
  return own ?? -new Date().getTimezoneOffset();
}

function UnknownPair() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('titles.kline')}>
      <Card>
        <StatusBlock status="empty" title={t('kline.unknownPair')} description={t('kline.unknownPairHint')} />
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => {
            void navigate(ROUTE.market, { replace: true });
          }}
        >
          {t('kline.toMarket')}
        </Button>
      </Card>
    </Page>
  );
}

/** market/kline?symbol=BTC/USDT: one pair's live price, 24 h range and candlestick chart. */
export function KLinePage({ below }: { below?: (symbol: string) => ReactNode } = {}) {
  const [params] = useSearchParams();
  const parsed = ZAllname.safeParse(params.get('symbol') ?? '');
  return parsed.success ? <KLineOfPair symbol={parsed.data} below={below} /> : <UnknownPair />;
}

interface Drawn {
  candles: readonly TCandle[];
  interval: KlineInterval;
}

/** The pair's quote with the live price applied, and how far the server's clock is from this one. */
function useShownQuote(symbol: string) {
  const quote = useSingleNowPrice(symbol, true);
  const livePrice = useLivePrice(symbol);
  const shownQuote = useMemo(
    () => (quote.data !== undefined && livePrice !== null ? applyPriceToQuote(quote.data, livePrice.price, livePrice.reference) : quote.data),
    [quote.data, livePrice],
  );
  // The server's clock decides when a candle's bucket ends; a stale quote's time says nothing of it.
  const skewMs = quote.data !== undefined && !quote.data.stale && quote.data.at > 0 ? quote.data.at - quote.data.receivedAt : 0;
  return { quote, shownQuote, skewMs };
}

type ShownQuote = ReturnType<typeof useShownQuote>;

/** The header, or while loading exactly its height: the chart below must not move when it arrives. */
function HeaderOrWaiting({ quote, shownQuote }: Pick<ShownQuote, 'quote' | 'shownQuote'>) {
  if (shownQuote !== undefined) return <KLineHeader quote={shownQuote} />;
  // In the prerendered page the place is named: the first paint's script puts the server's quote there.
  return (
    <div className={quote.isError ? styles.waiting : styles.headerWaiting} data-slot={quote.isError ? undefined : KLINE_HEADER_SLOT_NAME}>
      <QueryState
        isError={quote.isError}
        rows={1}
        onRetry={() => {
          void quote.refetch();
        }}
      />
    </div>
  );
}

/**
 * The chart's intervals. The page draws again at each live price; these are made once and kept. The
 * tapped interval is marked at once; the chart asks for its candles after that paint
 * (lib/use-quick-choice.ts).
 */
const IntervalTabs = memo(function IntervalTabs({ interval, onChoose }: { interval: KlineInterval; onChoose: (interval: KlineInterval) => void }) {
  const { t } = useTranslation();
  const [shown, choose] = useQuickChoice(interval, onChoose);
  return (
    <Tabs
      className={styles.intervals}
      activeKey={shown}
      onChange={(key) => {
        if (isKlineInterval(key)) choose(key);
      }}
      aria-label={t('kline.interval')}
    >
      {KLINE_INTERVALS.map((each) => (
        <Tabs.Tab key={each} title={t(`kline.intervals.${each}`)} />
      ))}
    </Tabs>
  );
});

interface ChartAreaProps {
  symbol: string;
  drawn: Drawn | undefined;
  /** The chosen interval's candles are not here yet. */
  loading: boolean;
  kline: ReturnType<typeof useKLine>;
  scale: number;
  offsetMinutes: number;
  onNearOldest: () => void;
  indicators: readonly KLineIndicator[];
  /** Full-screen mode: the chart fills the frame. */
  fill: boolean;
}

/** The chart, with its loading veil or failure over it, and a note while older candles load. */
function ChartArea({ symbol, drawn, loading, kline, scale, offsetMinutes, onNearOldest, indicators, fill }: ChartAreaProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.chartArea}>
      {drawn !== undefined && (
        <Suspense fallback={<Skeleton className={styles.chartSkeleton} animated />}>
          <KLineChart
            candles={drawn.candles}
            interval={drawn.interval}
            scale={scale}
            offsetMinutes={offsetMinutes}
            onNearOldest={onNearOldest}
            indicators={indicators}
            fill={fill}
            label={t('kline.chart', { pair: symbol, interval: t(`kline.intervals.${drawn.interval}`) })}
          />
        </Suspense>
      )}
      {loading && (
        <div className={drawn === undefined ? styles.waiting : styles.veil}>
          <QueryState
            isError={kline.isError}
            rows={8}
            onRetry={() => {
              void kline.refetch();
            }}
          />
        </div>
      )}
      {kline.isFetchingNextPage && (
        <span className={styles.loadingOlder} role="status">
          {t('kline.loadingOlder')}
        </span>
      )}
    </div>
  );
}

function KLineOfPair({ symbol, below }: { symbol: string; below?: ((symbol: string) => ReactNode) | undefined }) {
  const [interval, chooseInterval] = useState<KlineInterval>('1m');
  const { quote, shownQuote, skewMs } = useShownQuote(symbol);
  const kline = useKLine(symbol, interval, true);
  const offsetMinutes = useOffsetMinutes();
  // The chart's time axis is written in the browser's language (the library's default locale).
  useEffect(() => prepareTickMarkLabels(navigator.language), []);

  const history = useMemo(() => (kline.data === undefined ? undefined : candlesOfPages(kline.data.pages)), [kline.data]);
  const candles = useLiveCandles(symbol, interval, history, skewMs);
  // While another interval loads, the chart stays up with what it drew (under a loading veil)
  // rather than being torn down and built again.
  const [drawn, setDrawn] = useState<Drawn | undefined>(undefined);
  if (candles !== undefined && (drawn?.candles !== candles || drawn.interval !== interval)) setDrawn({ candles, interval });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = kline;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const belowContent = useMemo(() => below?.(symbol), [below, symbol]);
  const indicators = useChosenIndicators();
  const toggleIndicator = useIndicatorChoice((state) => state.toggle);
  const fullScreen = useFullScreen();

  if (isNotFound(quote.error) || isNotFound(kline.error)) return <UnknownPair />;

  // The pair's scale from the server; until its quote arrives, the decimals its candles carry.
  const scale = shownQuote?.scale ?? decimalsOf(candles?.at(-1)?.close ?? '0');
  return (
    <Page title={symbol} flush right={<PriceAlertsEntry symbol={symbol} />}>
      <HeaderOrWaiting quote={quote} shownQuote={shownQuote} />
      <IntervalTabs interval={interval} onChoose={chooseInterval} />
      <IndicatorBar chosen={indicators} onToggle={toggleIndicator} onFullScreen={fullScreen.open} />
      <FullScreenFrame isOpen={fullScreen.isOpen} onClose={fullScreen.close} frame={fullScreen.frame} pair={symbol}>
        <ChartArea
          symbol={symbol}
          drawn={drawn}
          loading={candles === undefined}
          kline={kline}
          scale={scale}
          offsetMinutes={offsetMinutes}
          onNearOldest={loadOlder}
          indicators={indicators}
          fill={fullScreen.isOpen}
        />
      </FullScreenFrame>
      {/* What the app composes under the chart (the contract panel); the market feature knows nothing of it. */}
      {belowContent !== undefined && <div className={styles.below}>{belowContent}</div>}
    </Page>
  );
}
