import { AddSquareOutline, CheckOutline, MoreOutline, SearchOutline, UploadOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './install-steps.module.css';

type Platform = 'ios' | 'android';
type StepName = 'openBrowser' | 'share' | 'menu' | 'addToHome' | 'confirm';

interface Step {
  name: StepName;
  icon: ReactNode;
}

/** The steps of each tutorial, each with the icon the member looks for on their screen. */
const STEPS: Record<Platform, readonly Step[]> = {
  ios: [
    { name: 'openBrowser', icon: <SearchOutline /> },
    { name: 'share', icon: <UploadOutline /> },
    { name: 'addToHome', icon: <AddSquareOutline /> },
    { name: 'confirm', icon: <CheckOutline /> },
  ],
  android: [
    { name: 'openBrowser', icon: <SearchOutline /> },
    { name: 'menu', icon: <MoreOutline /> },
    { name: 'addToHome', icon: <AddSquareOutline /> },
    { name: 'confirm', icon: <CheckOutline /> },
  ],
};

/** One platform's home-screen tutorial as numbered steps. */
export function InstallSteps({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  // Each platform's catalog section names exactly its own steps.
  const texts: Partial<Record<string, string>> = t(`install.${platform}`, { returnObjects: true });
  return (
    <ol className={styles.steps} aria-label={t(`install.${platform}.tab`)}>
      {STEPS[platform].map((step, index) => (
        <li key={step.name} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <p className={styles.title}>{texts[step.name]}</p>
            <p className={styles.hint}>{texts[`${step.name}Hint`]}</p>
          </div>
          <span className={styles.icon} aria-hidden="true">
            {step.icon}
          </span>
        </li>
      ))}
    </ol>
  );
}
