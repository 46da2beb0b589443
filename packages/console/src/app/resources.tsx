import { AuditOutlined, BankOutlined, DashboardOutlined, FileDoneOutlined, FileTextOutlined, SafetyOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { PATHS } from '../config/paths';
import { PendingMenuIcon } from '../layout/pending-menu-icon';

/**
 * The sider's entries. Each name is its list route under /admin and its catalog section: refine
 * labels it with `<name>.<name>` and lists it only when the role may `list` it (access/command-rules.ts).
 */
export const RESOURCES: ResourceProps[] = [
  { name: 'dashboard', list: PATHS.dashboard, meta: { icon: <DashboardOutlined aria-hidden /> } },
  { name: 'pending', list: PATHS.pending, meta: { icon: <PendingMenuIcon /> } },
  { name: 'members', list: PATHS.members, show: `${PATHS.members}/show/:id`, meta: { icon: <TeamOutlined aria-hidden /> } },
  { name: 'recharges', list: PATHS.recharges, meta: { icon: <WalletOutlined aria-hidden /> } },
  { name: 'withdrawals', list: PATHS.withdrawals, meta: { icon: <BankOutlined aria-hidden /> } },
  { name: 'approvals', list: PATHS.approvals, meta: { icon: <FileDoneOutlined aria-hidden /> } },
  { name: 'bills', list: PATHS.bills, meta: { icon: <FileTextOutlined aria-hidden /> } },
  { name: 'audit', list: PATHS.audit, meta: { icon: <AuditOutlined aria-hidden /> } },
  { name: 'operators', list: PATHS.operators, meta: { icon: <SafetyOutlined aria-hidden /> } },
];
