import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The member app's home, served by the same server at `/`. */
const MEMBER_HOME = '/#/pages/home/index';

/**
 * The member app at phone size (390 × 844) beside a content list, so the operator sees how
 * members get it. It reloads itself after each change the page makes (`changes` counts them),
 * and on the operator's asking.
 */
export function MemberAppPreview({ changes = 0 }: { changes?: number }) {
  const { t } = useTranslation();
  const [loads, setLoads] = useState(0);
  return (
    <Card
      size="small"
      title={<Typography.Text strong>{t('content.preview')}</Typography.Text>}
      extra={
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => { setLoads((count) => count + 1); }}>
          {t('content.reloadPreview')}
        </Button>
      }
      style={{ width: 390 + 26, flex: 'none' }}
    >
      <iframe
        key={`${changes}:${loads}`}
        src={MEMBER_HOME}
        title={t('content.previewTitle')}
        width={390}
        height={844}
        style={{ border: '1px solid #d9d9d9', borderRadius: 8, display: 'block' }}
      />
    </Card>
  );
}
