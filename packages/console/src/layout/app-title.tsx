import { ThemedTitle } from '@refinedev/antd';
import type { RefineLayoutThemedTitleProps } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';

/** The sider's title: the console's name, or only the mark when the sider is collapsed. */
export function AppTitle({ collapsed }: RefineLayoutThemedTitleProps) {
  const { t } = useTranslation();
  return <ThemedTitle collapsed={collapsed} text={t('app.title')} />;
}
