import { Table } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { PATHS } from '../../config/paths';

/**
 * Whose order a row is: the member's id and name, the name opening their page. Left out where
 * every row is one member's (the member page).
 */
interface MembersOrder {
  memberId: number;
  username: string;
}

export function memberColumns(t: TFunction) {
  return [
    <Table.Column<MembersOrder> key="memberId" dataIndex="memberId" title={t('common.memberId')} />,
    <Table.Column<MembersOrder> key="username" dataIndex="username" title={t('common.member')} render={(username: string, order) => <Link to={PATHS.member(order.memberId)}>{username}</Link>} />,
  ];
}
