import { CustomerServiceOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupportUnread } from '../live/support-store';

/**
 * The "Support" entry's icon, with the number of conversations whose member's messages are not
 * answered yet as a badge (from the list's `supportUnread`, asked again on each member's message).
 */
export function SupportMenuIcon({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useSupportUnread() ?? 0;
  return (
    <span className={className} style={{ display: 'inline-flex' }}>
      <span aria-hidden>
        <Badge count={count} size="small" offset={[4, -2]} overflowCount={99} title={t('live.supportUnread', { count })}>
          <CustomerServiceOutlined style={{ color: 'inherit' }} />
        </Badge>
      </span>
      {count > 0 ? <span style={VISUALLY_HIDDEN}>{t('live.supportUnread', { count })}</span> : null}
    </span>
  );
}

/** Read by screen readers, not shown: the badge's number alone would say nothing. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
