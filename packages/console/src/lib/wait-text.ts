import { i18n } from '../i18n';

/** How long to wait, as a person says it: "45 seconds", "15 minutes", "14 minutes 29 seconds" (never "869 s"). */
export function waitText(totalSeconds: number): string {
  const whole = Math.max(1, Math.ceil(totalSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  if (minutes === 0) return i18n.t('wait.seconds', { count: seconds });
  if (seconds === 0) return i18n.t('wait.minutes', { count: minutes });
  return i18n.t('wait.minutesAndSeconds', { minutes: i18n.t('wait.minutes', { count: minutes }), seconds: i18n.t('wait.seconds', { count: seconds }) });
}
