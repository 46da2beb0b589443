import { LIVE_EVENT } from '@meridian/protocol';
import type { SettingsStore } from '../settings/settings-store.js';
import type { LiveHub } from './live-hub.js';

/**
 * Pushes sys_push_maintain_info to this process's sockets when maintenance is switched on or off
 * (by the operator CLI or any process). Each process watches for itself, so with several
 * processes every socket hears it exactly once.
 */
export function watchMaintenance(settings: SettingsStore, live: LiveHub, intervalMs: number, onError: (error: unknown) => void): () => void {
  let last: boolean | undefined;
  const check = async () => {
    const { maintainStatus } = await settings.get('maintenance');
    if (last !== undefined && last !== maintainStatus) {
      live.publish(LIVE_EVENT.maintainInfo, { maintainStatus }, { localOnly: true });
    }
    last = maintainStatus;
  };
  const timer = setInterval(() => void check().catch(onError), intervalMs);
  timer.unref();
  void check().catch(onError);
  return () => {
    clearInterval(timer);
  };
}
