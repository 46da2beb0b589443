import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** While a page's chunk or first data arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }} role="status">
      <Spin tip={t('app.loading')}>
        <div style={{ padding: 48 }} />
      </Spin>
    </Flex>
  );
}
