/** The app is already running from the home screen (its own window, no browser bar). */
export function isRunningInstalled(target: Window = window): boolean {
  const iosStandalone = (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || target.matchMedia('(display-mode: standalone)').matches;
}
