import { lazy } from 'react';

/**
 * Every page is a chunk of its own, loaded when first opened: the first download is the shell
 * (refine, antd's base, the layout) and the page the operator lands on.
 */
export const LoginPage = lazy(() => import('../pages/login/login-page'));
export const FirstSignInPage = lazy(() => import('../pages/first-sign-in/first-sign-in-page'));
export const DashboardPage = lazy(() => import('../pages/dashboard/dashboard-page'));
export const PendingPage = lazy(() => import('../pages/pending/pending-page'));
export const MemberListPage = lazy(() => import('../pages/members/member-list-page'));
export const MemberShowPage = lazy(() => import('../pages/members/member-show-page'));
export const RechargeListPage = lazy(() => import('../pages/recharges/recharge-list-page'));
export const WithdrawalListPage = lazy(() => import('../pages/withdrawals/withdrawal-list-page'));
export const ApprovalListPage = lazy(() => import('../pages/approvals/approval-list-page'));
export const BillListPage = lazy(() => import('../pages/bills/bill-list-page'));
export const ContractOrderListPage = lazy(() => import('../pages/orders/contract-order-list-page'));
export const MiningOrderListPage = lazy(() => import('../pages/orders/mining-order-list-page'));
export const InterestOrderListPage = lazy(() => import('../pages/orders/interest-order-list-page'));
export const TaskOrderListPage = lazy(() => import('../pages/orders/task-order-list-page'));
export const AuditListPage = lazy(() => import('../pages/audit/audit-list-page'));
export const OperatorListPage = lazy(() => import('../pages/operators/operator-list-page'));
export const TermsPage = lazy(() => import('../pages/terms/terms-page'));
export const MiningProductsPage = lazy(() => import('../pages/mining-products/mining-products-page'));
export const GoodsPage = lazy(() => import('../pages/goods/goods-page'));
export const SettingsPage = lazy(() => import('../pages/settings/settings-page'));
export const NoticesPage = lazy(() => import('../pages/notices/notices-page'));
export const LettersPage = lazy(() => import('../pages/letters/letters-page'));
export const BannersPage = lazy(() => import('../pages/banners/banners-page'));
export const HelpPage = lazy(() => import('../pages/help/help-page'));
export const ActivitiesPage = lazy(() => import('../pages/activities/activities-page'));
export const SupportPage = lazy(() => import('../pages/support/support-page'));
export const ConversationsPage = lazy(() => import('../pages/conversations/conversations-page'));
export const PopupPage = lazy(() => import('../pages/popups/popup-page'));
export const OutboxPage = lazy(() => import('../pages/outbox/outbox-page'));
export const NotFoundPage = lazy(() => import('../pages/not-found-page'));
