import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The 8 recovery codes, shown this once; the operator says they saved them before going on. */
export function RecoveryCodesStep({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 520 }}>
      <Alert type="warning" showIcon message={t('firstSignIn.recoveryIntro')} />
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} id="recovery-codes-heading">
        {t('firstSignIn.recoveryListLabel')}
      </Typography.Title>
      <ol aria-labelledby="recovery-codes-heading" style={{ fontFamily: 'monospace', fontSize: 16, columns: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button type="primary" onClick={onSaved}>
        {t('firstSignIn.saved')}
      </Button>
    </Flex>
  );
}
