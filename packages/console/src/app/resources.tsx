import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  FileTextOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { PATHS } from '../config/paths';
import { ApprovalsMenuIcon } from '../layout/approvals-menu-icon';
import { PendingMenuIcon } from '../layout/pending-menu-icon';
import { SupportMenuIcon } from '../layout/support-menu-icon';

/**
 * The sider's entries. Each name is its list route under /admin and its catalog section: refine
 * labels it with `<name>.<name>` and lists it only when the role may `list` it (access/command-rules.ts).
 */
export const RESOURCES: ResourceProps[] = [
  { name: 'dashboard', list: PATHS.dashboard, meta: { icon: <DashboardOutlined aria-hidden /> } },
  { name: 'pending', list: PATHS.pending, meta: { icon: <PendingMenuIcon /> } },
  { name: 'members', list: PATHS.members, show: `${PATHS.members}/show/:id`, meta: { icon: <TeamOutlined aria-hidden /> } },
  { name: 'conversations', list: PATHS.conversations, meta: { icon: <SupportMenuIcon /> } },
  { name: 'recharges', list: PATHS.recharges, meta: { icon: <WalletOutlined aria-hidden /> } },
  { name: 'withdrawals', list: PATHS.withdrawals, meta: { icon: <BankOutlined aria-hidden /> } },
  { name: 'approvals', list: PATHS.approvals, meta: { icon: <ApprovalsMenuIcon /> } },
  { name: 'bills', list: PATHS.bills, meta: { icon: <FileTextOutlined aria-hidden /> } },
  // A group (access/command-rules.ts MENU_GROUPS): members' orders of every kind, read-only.
  { name: 'orders', meta: { icon: <ProfileOutlined aria-hidden /> } },
  { name: 'contracts', list: PATHS.contracts, meta: { parent: 'orders' } },
  { name: 'mining-orders', list: PATHS.miningOrders, meta: { parent: 'orders' } },
  { name: 'interest-orders', list: PATHS.interestOrders, meta: { parent: 'orders' } },
  { name: 'task-orders', list: PATHS.taskOrders, meta: { parent: 'orders' } },
  { name: 'audit', list: PATHS.audit, meta: { icon: <AuditOutlined aria-hidden /> } },
  { name: 'operators', list: PATHS.operators, meta: { icon: <SafetyOutlined aria-hidden /> } },
  // Groups (access/command-rules.ts MENU_GROUPS): shown when the role may list one of their entries.
  { name: 'products', meta: { icon: <AppstoreOutlined aria-hidden /> } },
  { name: 'terms', list: PATHS.terms, meta: { parent: 'products' } },
  { name: 'mining-products', list: PATHS.miningProducts, meta: { parent: 'products' } },
  { name: 'goods', list: PATHS.goods, meta: { parent: 'products' } },
  { name: 'settings', list: PATHS.settings, meta: { parent: 'products' } },
  { name: 'content', meta: { icon: <NotificationOutlined aria-hidden /> } },
  { name: 'notices', list: PATHS.notices, meta: { parent: 'content' } },
  { name: 'letters', list: PATHS.letters, meta: { parent: 'content' } },
  { name: 'banners', list: PATHS.banners, meta: { parent: 'content' } },
  { name: 'help', list: PATHS.help, meta: { parent: 'content' } },
  { name: 'activities', list: PATHS.activities, meta: { parent: 'content' } },
  { name: 'support', list: PATHS.support, meta: { parent: 'content' } },
  { name: 'system', meta: { icon: <SettingOutlined aria-hidden /> } },
  { name: 'outbox', list: PATHS.outbox, meta: { parent: 'system' } },
  { name: 'popups', list: PATHS.popups, meta: { parent: 'system' } },
];
