import type { TActivityStatus } from '@meridian/protocol';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TActivityStatus, 'success' | 'primary' | 'default'> = {
  ongoing: 'success',
  upcoming: 'primary',
  ended: 'default',
};

/** Where an activity stands: on now, coming, or over. */
export function ActivityStatusTag({ status }: { status: TActivityStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" round>
      {t(`activity.status.${status}`)}
    </Tag>
  );
}
