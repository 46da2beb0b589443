import { useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { cx } from '../lib/class-names';
import { firstPageDrawnAtOnce } from '../lib/hydration';
import { useConfig } from '../lib/config-store';
import styles from './app-layout.module.css';
import { useCloseOverlaysOnLeave } from './close-overlays-on-leave';
import { useRouteHandle } from './route-handle';
import { AppTabBar } from './tab-bar';
import { useLetterUnReadNumRefresh } from './use-letter-unread-num-refresh';

/** The app column: at most 550 px wide and centred on a desktop (spec section 2), the tab bar below tab pages. */
export function AppLayout() {
  const handle = useRouteHandle();
  useLetterUnReadNumRefresh();
  useCloseOverlaysOnLeave();
  const recordTab = useConfig((state) => state.appConfig?.recordTabEnabled ?? false);
  const tab = handle?.tab;
  const showTabBar = tab !== undefined && (tab !== 'record' || recordTab);
  // The first page of a visit is drawn after the frame, as a transition: in slices that let a tap
  // through, instead of one long task. Only this first time (the layout stays mounted). The root's
  // own first render stays synchronous: as a transition it could hang on the splash (bench/results/web-2026-11-21T182827Z-2.md).
  // A page prerendered at build time is drawn at once (lib/hydration.ts): hydration is sliced anyway.
  const pageDrawn = useDeferredValue(true, firstPageDrawnAtOnce());
  return (
    <div className={styles.app}>
      <div className={cx(styles.column, showTabBar && styles.withTabBar)}>
        {pageDrawn ? <Outlet /> : <div className={styles.pagePending} />}
      </div>
      {showTabBar && <AppTabBar active={tab} recordTab={recordTab} />}
    </div>
  );
}

/** Shown while the first page of a visit loads. */
export function Splash() {
  return (
    <div className={styles.app}>
      <div className={cx(styles.column, styles.splash)}>
        <div className={styles.spinner} />
      </div>
    </div>
  );
}
