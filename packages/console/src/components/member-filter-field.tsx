import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the server takes as `member`: a username or a member id, without spaces (docs/console-api.md, "Lists"). */
const MEMBER_TYPED = /^\S{1,254}$/;

/**
 * A list's member filter as operators search: a username (any case) or the member id the lists
 * show beside each name, sent as `member`. Bad input is caught here, in the operator's language,
 * before the server could refuse it in English.
 */
export function MemberFilterField({ width = 200 }: { width?: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="member"
      label={t('common.memberFilter')}
      rules={[{ pattern: MEMBER_TYPED, message: t('common.memberFilterInvalid') }]}
      normalize={(value: string) => value.trim()}
    >
      <Input placeholder={t('common.memberFilterPlaceholder')} style={{ width }} allowClear />
    </Form.Item>
  );
}
