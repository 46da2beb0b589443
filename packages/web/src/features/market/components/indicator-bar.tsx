import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { useTheme } from '../../../lib/theme-store';
import { klineColours, type KLineColours } from '../lib/kline-colours';
import { INDICATOR_PARAMS, INDICATOR_SYMBOLS, KLINE_INDICATORS, type KLineIndicator } from '../lib/kline-indicators';
import styles from './indicator-bar.module.css';

interface IndicatorBarProps {
  chosen: readonly KLineIndicator[];
  onToggle: (indicator: KLineIndicator) => void;
  onFullScreen: () => void;
}

const { maPeriods, emaPeriods, boll } = INDICATOR_PARAMS;

/** The lines over the candles, each in its colour, so a member tells MA7 from MA25. */
function legendOf(indicator: KLineIndicator, colours: KLineColours): { label: string; colour: string }[] {
  switch (indicator) {
    case 'ma':
      return maPeriods.map((period, index) => ({ label: `MA${period}`, colour: [colours.ma7, colours.ma25, colours.ma99][index] ?? colours.text }));
    case 'ema':
      return emaPeriods.map((period, index) => ({ label: `EMA${period}`, colour: [colours.ema12, colours.ema26][index] ?? colours.text }));
    case 'boll':
      return [{ label: `BOLL(${boll.period},${boll.width})`, colour: colours.bollBand }];
    default:
      // Volume, MACD and RSI are read on their own bars and axes.
      return [];
  }
}

/** Four corners pointing out: the full-screen button's picture (antd-mobile's icons have none). */
function ExpandIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

/**
 * The indicator chips under the chart's intervals (each switches one on or off) and the full-screen
 * button. Drawn again only when the choice changes, not at each live price.
 */
export const IndicatorBar = memo(function IndicatorBar({ chosen, onToggle, onFullScreen }: IndicatorBarProps) {
  const { t } = useTranslation();
  const colours = klineColours(useTheme());
  const legend = chosen.flatMap((indicator) => legendOf(indicator, colours));
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <div className={styles.chips} role="group" aria-label={t('indicators.group')}>
          {KLINE_INDICATORS.map((indicator) => {
            const on = chosen.includes(indicator);
            return (
              <button
                key={indicator}
                type="button"
                className={cx(styles.chip, on && styles.on)}
                aria-pressed={on}
                aria-label={t(`indicators.${indicator}`)}
                onClick={() => {
                  onToggle(indicator);
                }}
              >
                {INDICATOR_SYMBOLS[indicator]}
              </button>
            );
          })}
        </div>
        <button type="button" className={styles.fullScreen} aria-label={t('indicators.fullScreen')} onClick={onFullScreen}>
          <ExpandIcon />
        </button>
      </div>
      {legend.length > 0 && (
        <ul className={styles.legend} aria-label={t('indicators.legend')}>
          {legend.map((line) => (
            <li key={line.label} style={{ color: line.colour }}>
              {line.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
