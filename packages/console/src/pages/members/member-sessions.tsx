import type { TMemberDetail } from '@meridian/protocol';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format-time';
import { SectionTitle } from './section-title';

/** Where the member is signed in now: when, from which address and device. */
export function MemberSessions({ sessions }: { sessions: TMemberDetail['sessions'] }) {
  const { t } = useTranslation();
  return (
    <>
      <SectionTitle>{t('members.sessions')}</SectionTitle>
      <Table
        size="small"
        rowKey={(session) => `${session.createdAt}-${session.ip}-${session.userAgent}`}
        pagination={false}
        dataSource={sessions}
        columns={[
          { title: t('members.signedInAt'), dataIndex: 'createdAt', render: (createdAt: string) => formatTime(createdAt) },
          { title: t('members.ip'), dataIndex: 'ip' },
          { title: t('members.device'), dataIndex: 'userAgent' },
        ]}
      />
    </>
  );
}
