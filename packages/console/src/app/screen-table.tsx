import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BlockOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GoldOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import type { AdminRouteName as OperatorCommandName } from '@meridian/protocol';
import { PATHS } from '../config/paths';
import { ApprovalsMenuIcon } from '../layout/approvals-menu-icon';
import { PendingMenuIcon } from '../layout/pending-menu-icon';
import { SupportMenuIcon } from '../layout/support-menu-icon';

/** A page module, imported when the page is first opened: each screen is a chunk of its own. */
export type PageModule = () => Promise<{ default: ComponentType }>;

/** The sider's groups: shown when the role may list one of their screens (access/command-rules.ts). */
export type MenuGroup = 'orders' | 'products' | 'content' | 'system';

/**
 * The operator command each action of a screen runs (docs/console-api.md: a session's `allowed`
 * lists command names); `list` opens the screen and lists it in the sider. `null`: any signed-in
 * operator may, because the server names no command for it. The server refuses whatever a role may
 * not do anyway; this only hides it.
 */
export interface ScreenCommands {
  readonly list: OperatorCommandName | null;
  readonly [action: string]: OperatorCommandName | null;
}

export interface Screen {
  /** refine's resource: labelled `<name>.<name>` from the catalog; access rules and buttons name it. */
  readonly name: string;
  /** Its list route, under the router's /console/ basename. */
  readonly path: string;
  readonly page: PageModule;
  /** A record's own page, at `<path>/show/:id` (refine's `show`). */
  readonly show?: PageModule;
  /** The sider's icon of a screen outside a group. */
  readonly icon?: ReactNode;
  /** The sider group it is listed in. */
  readonly parent?: MenuGroup;
  readonly commands: ScreenCommands;
}

export interface MenuGroupEntry {
  readonly group: MenuGroup;
  readonly icon: ReactNode;
}

/**
 * Every screen of the console behind sign-in, in the sider's order: its route, its lazy page, its
 * sider entry and the commands its actions need. A new screen is one entry here (and its path in
 * config/paths.ts, which pages link by); the routes, refine's resources and the access rules are
 * made from this table. The sign-in pages and "not found" are the shell's (app.tsx).
 */
export const SCREENS: readonly (Screen | MenuGroupEntry)[] = [
  {
    name: 'dashboard',
    path: PATHS.dashboard,
    page: () => import('../pages/dashboard/dashboard-page'),
    icon: <DashboardOutlined aria-hidden />,
    commands: { list: 'dashboard', 'ledger-check': 'ledger-check', maintenance: 'maintenance' },
  },
  {
    name: 'pending',
    path: PATHS.pending,
    page: () => import('../pages/pending/pending-page'),
    icon: <PendingMenuIcon />,
    commands: {
      list: 'pending',
      'recharge-approve': 'recharge-approve',
      'recharge-reject': 'recharge-reject',
      'withdrawal-pay': 'withdrawal-pay',
      'withdrawal-reject': 'withdrawal-reject',
      claim: 'order-claim',
      unclaim: 'order-unclaim',
    },
  },
  {
    name: 'members',
    path: PATHS.members,
    page: () => import('../pages/members/member-list-page'),
    show: () => import('../pages/members/member-show-page'),
    icon: <TeamOutlined aria-hidden />,
    commands: {
      list: 'members',
      show: 'member',
      adjust: 'adjust',
      kick: 'kick',
      letter: 'letter-send',
      freeze: 'member-freeze',
      level: 'member-level',
      'pay-password-reset': 'pay-password-reset',
      'two-step-reset': 'two-step-reset',
    },
  },
  // Members' conversations with support.
  {
    name: 'conversations',
    path: PATHS.conversations,
    page: () => import('../pages/conversations/conversations-page'),
    icon: <SupportMenuIcon />,
    commands: { list: 'conversations', show: 'conversation', reply: 'conversation-reply', close: 'conversation-close' },
  },
  {
    name: 'recharges',
    path: PATHS.recharges,
    page: () => import('../pages/recharges/recharge-list-page'),
    icon: <WalletOutlined aria-hidden />,
    commands: { list: 'recharges', export: 'recharges-export' },
  },
  {
    name: 'withdrawals',
    path: PATHS.withdrawals,
    page: () => import('../pages/withdrawals/withdrawal-list-page'),
    icon: <BankOutlined aria-hidden />,
    commands: { list: 'withdrawals', export: 'withdrawals-export' },
  },
  {
    name: 'approvals',
    path: PATHS.approvals,
    page: () => import('../pages/approvals/approval-list-page'),
    icon: <ApprovalsMenuIcon />,
    commands: { list: 'approvals', approve: 'approval-approve', reject: 'approval-reject' },
  },
  // The chain watchers: each network's state, its deposits, and what needs an operator's hand.
  {
    name: 'chain',
    path: PATHS.chain,
    page: () => import('../pages/chain/chain-page'),
    icon: <BlockOutlined aria-hidden />,
    commands: { list: 'chain-status', deposits: 'chain-deposits', credit: 'chain-deposit-credit', resume: 'chain-resume' },
  },
  // Identity verification (issue 41): the review queue, each submission's pictures and its decision.
  {
    name: 'kyc',
    path: PATHS.kyc,
    page: () => import('../pages/kyc/kyc-page'),
    icon: <SafetyCertificateOutlined aria-hidden />,
    commands: { list: 'kyc-submissions', picture: 'kyc-document-url', approve: 'kyc-approve', reject: 'kyc-reject' },
  },
  // The platform's wallets and the signer's sends: balances, health, and a stuck send's remedies.
  {
    name: 'wallets',
    path: PATHS.wallets,
    page: () => import('../pages/wallets/wallets-page'),
    icon: <GoldOutlined aria-hidden />,
    commands: { list: 'wallets', rebroadcast: 'wallets-rebroadcast', replace: 'wallets-replace', 'fail-and-refund': 'wallets-fail-and-refund' },
  },
  {
    name: 'bills',
    path: PATHS.bills,
    page: () => import('../pages/bills/bill-list-page'),
    icon: <FileTextOutlined aria-hidden />,
    commands: { list: 'bills', export: 'bills-export' },
  },
  // Members' orders of every kind: read-only lists.
  { group: 'orders', icon: <ProfileOutlined aria-hidden /> },
  { name: 'contracts', path: PATHS.contracts, page: () => import('../pages/orders/contract-order-list-page'), parent: 'orders', commands: { list: 'contracts' } },
  { name: 'mining-orders', path: PATHS.miningOrders, page: () => import('../pages/orders/mining-order-list-page'), parent: 'orders', commands: { list: 'mining-orders' } },
  { name: 'interest-orders', path: PATHS.interestOrders, page: () => import('../pages/orders/interest-order-list-page'), parent: 'orders', commands: { list: 'interest-orders' } },
  { name: 'task-orders', path: PATHS.taskOrders, page: () => import('../pages/orders/task-order-list-page'), parent: 'orders', commands: { list: 'task-orders' } },
  {
    name: 'audit',
    path: PATHS.audit,
    page: () => import('../pages/audit/audit-list-page'),
    icon: <AuditOutlined aria-hidden />,
    commands: { list: 'audit', export: 'audit-export' },
  },
  {
    name: 'operators',
    path: PATHS.operators,
    page: () => import('../pages/operators/operator-list-page'),
    icon: <SafetyOutlined aria-hidden />,
    commands: {
      list: 'operators',
      create: 'operator-add',
      edit: 'operator-set',
      'password-reset': 'operator-password-reset',
      'authenticator-reset': 'operator-authenticator-reset',
    },
  },
  // Products and terms.
  { group: 'products', icon: <AppstoreOutlined aria-hidden /> },
  {
    name: 'terms',
    path: PATHS.terms,
    page: () => import('../pages/terms/terms-page'),
    parent: 'products',
    commands: {
      list: 'contract-options',
      // refine's CreateButton, EditButton and DeleteButton check these.
      create: 'contract-option-set',
      edit: 'contract-option-set',
      delete: 'contract-option-remove',
      'contract-option-set': 'contract-option-set',
      'contract-option-remove': 'contract-option-remove',
      'interest-terms': 'interest-terms',
    },
  },
  {
    name: 'mining-products',
    path: PATHS.miningProducts,
    page: () => import('../pages/mining-products/mining-products-page'),
    parent: 'products',
    commands: { list: 'mining-products', create: 'mining-product-add', edit: 'mining-product-set' },
  },
  { name: 'goods', path: PATHS.goods, page: () => import('../pages/goods/goods-page'), parent: 'products', commands: { list: 'goods', create: 'goods-add', edit: 'goods-set' } },
  {
    name: 'settings',
    path: PATHS.settings,
    page: () => import('../pages/settings/settings-page'),
    parent: 'products',
    commands: { list: 'settings-get', edit: 'settings-set', logo: 'logo-set' },
  },
  // Content and branding.
  { group: 'content', icon: <NotificationOutlined aria-hidden /> },
  {
    name: 'notices',
    path: PATHS.notices,
    page: () => import('../pages/notices/notices-page'),
    parent: 'content',
    commands: { list: 'notices', create: 'notice-add', edit: 'notice-set', delete: 'notice-remove' },
  },
  { name: 'letters', path: PATHS.letters, page: () => import('../pages/letters/letters-page'), parent: 'content', commands: { list: 'letter-send', create: 'letter-send' } },
  {
    name: 'banners',
    path: PATHS.banners,
    page: () => import('../pages/banners/banners-page'),
    parent: 'content',
    commands: { list: 'banners', create: 'banner-add', edit: 'banner-set' },
  },
  {
    name: 'help',
    path: PATHS.help,
    page: () => import('../pages/help/help-page'),
    parent: 'content',
    commands: { list: 'help-articles', create: 'help-set', edit: 'help-set', delete: 'help-remove' },
  },
  {
    name: 'activities',
    path: PATHS.activities,
    page: () => import('../pages/activities/activities-page'),
    parent: 'content',
    commands: { list: 'activities', create: 'activity-add', edit: 'activity-set' },
  },
  // The support desk's texts: read from the customerService setting (settings-get), written by their own commands.
  {
    name: 'support',
    path: PATHS.support,
    page: () => import('../pages/support/support-page'),
    parent: 'content',
    commands: { list: 'support-hours', hours: 'support-hours', label: 'support-label', 'channel-name': 'channel-name' },
  },
  // The system.
  { group: 'system', icon: <SettingOutlined aria-hidden /> },
  { name: 'outbox', path: PATHS.outbox, page: () => import('../pages/outbox/outbox-page'), parent: 'system', commands: { list: 'outbox' } },
  {
    name: 'push-deliveries',
    path: PATHS.pushDeliveries,
    page: () => import('../pages/push-deliveries/push-deliveries-page'),
    parent: 'system',
    commands: { list: 'push-deliveries' },
  },
  { name: 'popups', path: PATHS.popups, page: () => import('../pages/popups/popup-page'), parent: 'system', commands: { list: 'popup', create: 'popup' } },
];

export const isScreen = (entry: Screen | MenuGroupEntry): entry is Screen => 'path' in entry;
export const isMenuGroup = (entry: Screen | MenuGroupEntry): entry is MenuGroupEntry => 'group' in entry;
