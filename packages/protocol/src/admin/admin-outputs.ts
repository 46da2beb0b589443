import { z } from 'zod/mini';
import type { AdminCommandName } from './admin-routes.js';
import { ZChainDepositCreditAnswer, ZChainDepositsAnswer, ZChainResumeAnswer, ZChainStatusAnswer } from './chain-answers.js';
import { ZKycDecisionAnswer, ZKycDocumentUrlAnswer, ZKycSubmissionsAnswer } from './kyc-answers.js';
import { ZWalletRequestAnswer, ZWalletsAnswer } from './wallet-answers.js';
import {
  ZActivitiesAnswer,
  ZActivityAnswer,
  ZBannerAnswer,
  ZBannersAnswer,
  ZGoodsAnswer,
  ZGoodsListAnswer,
  ZHelpArticlesAnswer,
  ZHelpRemoveAnswer,
  ZHelpSetAnswer,
  ZLetterReachAnswer,
  ZLetterSendAnswer,
  ZMiningProductAnswer,
  ZMiningProductsAnswer,
  ZNoticeAnswer,
  ZNoticeIdAnswer,
  ZNoticesAnswer,
} from './content-answers.js';
import {
  ZMemberDetail,
  ZMemberFreezeAnswer,
  ZMemberLevelAnswer,
  ZMemberSignInsAnswer,
  ZMembersAnswer,
  ZPayPasswordResetAnswer,
  ZTwoStepResetAnswer,
} from './member-answers.js';
import {
  ZAdjustAnswer,
  ZApprovalRejectAnswer,
  ZApprovalsAnswer,
  ZBillsAnswer,
  ZOrderClaimAnswer,
  ZOrderUnclaimAnswer,
  ZPendingAnswer,
  ZRechargesAnswer,
  ZReviewAnswer,
  ZWithdrawalsAnswer,
} from './money-answers.js';
import {
  ZAuditAnswer,
  ZExportAnswer,
  ZOperatorAddAnswer,
  ZOperatorAuthenticatorResetAnswer,
  ZOperatorPasswordResetAnswer,
  ZOperatorSetAnswer,
  ZOperatorsAnswer,
} from './operator-answers.js';
import { ZContractsAnswer, ZInterestOrdersAnswer, ZMiningOrdersAnswer, ZTaskOrdersAnswer } from './order-answers.js';
import {
  ZConversationAnswer,
  ZConversationCloseAnswer,
  ZConversationReplyAnswer,
  ZConversationsAnswer,
  ZDashboard,
  ZLedgerCheckAnswer,
  ZLiabilitiesSnapshotAnswer,
  ZOutboxAnswer,
  ZPushDeliveriesAnswer,
  ZTickChainReport,
  ZVerifyContractAnswer,
} from './platform-answers.js';
import {
  ZChannelNameAnswer,
  ZContractOptionsAnswer,
  ZInterestTermsAnswer,
  ZSettingChangeAnswer,
  ZSettingsGetAnswer,
  ZSupportHoursAnswer,
  ZSupportLabelAnswer,
} from './setting-answers.js';

/** A command that answers only its sentence. */
export const ZNoData = z.undefined();

/**
 * What each operator command answers as `data` (`{ok, message, data}`), refusals included when
 * they carry any (a failed ledger check its discrepancies). The server's effects return exactly
 * these types (command-types.ts) and its tests parse every answer with them; the console reads
 * its answers as their types. A command four eyes may hold answers ZHeldAnswer instead (202).
 */
export const ADMIN_OUTPUTS = {
  dashboard: ZDashboard,
  members: ZMembersAnswer,
  member: ZMemberDetail,
  'member-sign-ins': ZMemberSignInsAnswer,
  'member-freeze': ZMemberFreezeAnswer,
  'member-level': ZMemberLevelAnswer,
  'pay-password-reset': ZPayPasswordResetAnswer,
  'two-step-reset': ZTwoStepResetAnswer,
  conversations: ZConversationsAnswer,
  conversation: ZConversationAnswer,
  'conversation-reply': ZConversationReplyAnswer,
  'conversation-close': ZConversationCloseAnswer,
  outbox: ZOutboxAnswer,
  'push-deliveries': ZPushDeliveriesAnswer,
  maintenance: ZNoData,
  'ledger-check': ZLedgerCheckAnswer,
  'verify-chain': ZTickChainReport,
  'verify-contract': ZVerifyContractAnswer,
  /** To everyone: the notice it is kept as; to one member: nothing. */
  popup: z.optional(ZNoticeIdAnswer),
  kick: ZNoData,
  pending: ZPendingAnswer,
  'order-claim': ZOrderClaimAnswer,
  'order-unclaim': ZOrderUnclaimAnswer,
  'recharge-approve': ZReviewAnswer,
  'recharge-reject': ZReviewAnswer,
  'withdrawal-pay': ZReviewAnswer,
  'withdrawal-reject': ZReviewAnswer,
  adjust: ZAdjustAnswer,
  approvals: ZApprovalsAnswer,
  /** What the held command (one of HELD_COMMANDS) answers when it runs. */
  'approval-approve': z.union([ZAdjustAnswer, ZReviewAnswer, ZChainDepositCreditAnswer, ZInterestTermsAnswer, ZWalletRequestAnswer, ZKycDecisionAnswer]),
  'approval-reject': ZApprovalRejectAnswer,
  'liabilities-snapshot': ZLiabilitiesSnapshotAnswer,
  'chain-status': ZChainStatusAnswer,
  'chain-deposits': ZChainDepositsAnswer,
  'chain-deposit-credit': ZChainDepositCreditAnswer,
  'chain-resume': ZChainResumeAnswer,
  'kyc-submissions': ZKycSubmissionsAnswer,
  'kyc-document-url': ZKycDocumentUrlAnswer,
  'kyc-approve': ZKycDecisionAnswer,
  'kyc-reject': ZKycDecisionAnswer,
  wallets: ZWalletsAnswer,
  'wallets-rebroadcast': ZWalletRequestAnswer,
  'wallets-replace': ZWalletRequestAnswer,
  'wallets-fail-and-refund': ZWalletRequestAnswer,
  recharges: ZRechargesAnswer,
  'recharges-export': ZExportAnswer,
  withdrawals: ZWithdrawalsAnswer,
  'withdrawals-export': ZExportAnswer,
  bills: ZBillsAnswer,
  contracts: ZContractsAnswer,
  'mining-orders': ZMiningOrdersAnswer,
  'interest-orders': ZInterestOrdersAnswer,
  'task-orders': ZTaskOrdersAnswer,
  'bills-export': ZExportAnswer,
  'settings-get': ZSettingsGetAnswer,
  'settings-set': ZSettingChangeAnswer,
  'contract-options': ZContractOptionsAnswer,
  'contract-option-set': ZSettingChangeAnswer,
  'contract-option-remove': ZSettingChangeAnswer,
  'interest-terms': ZInterestTermsAnswer,
  'channel-name': ZChannelNameAnswer,
  'support-hours': ZSupportHoursAnswer,
  'support-label': ZSupportLabelAnswer,
  'mining-products': ZMiningProductsAnswer,
  'mining-product-add': ZMiningProductAnswer,
  'mining-product-set': ZMiningProductAnswer,
  goods: ZGoodsListAnswer,
  'goods-add': ZGoodsAnswer,
  'goods-set': ZGoodsAnswer,
  notices: ZNoticesAnswer,
  'notice-add': ZNoticeIdAnswer,
  'notice-set': ZNoticeAnswer,
  'notice-remove': ZNoticeIdAnswer,
  'letter-send': ZLetterSendAnswer,
  'letter-reach': ZLetterReachAnswer,
  'help-articles': ZHelpArticlesAnswer,
  'help-set': ZHelpSetAnswer,
  'help-remove': ZHelpRemoveAnswer,
  activities: ZActivitiesAnswer,
  'activity-add': ZActivityAnswer,
  'activity-set': ZActivityAnswer,
  banners: ZBannersAnswer,
  'banner-add': ZBannerAnswer,
  'banner-set': ZBannerAnswer,
  'logo-set': ZSettingChangeAnswer,
  operators: ZOperatorsAnswer,
  'operator-add': ZOperatorAddAnswer,
  'operator-set': ZOperatorSetAnswer,
  'operator-password-reset': ZOperatorPasswordResetAnswer,
  'operator-authenticator-reset': ZOperatorAuthenticatorResetAnswer,
  audit: ZAuditAnswer,
  'audit-export': ZExportAnswer,
} as const satisfies Readonly<Record<AdminCommandName, z.core.SomeType>>;

/** What command `Name` answers as `data`. */
export type AdminOutput<Name extends AdminCommandName> = z.output<(typeof ADMIN_OUTPUTS)[Name]>;

/** The commands four eyes may hold: their answer is ZHeldAnswer (202) instead while a second operator has not approved. */
export const HELD_COMMANDS = ['withdrawal-pay', 'adjust', 'chain-deposit-credit', 'settings-set', 'contract-option-set', 'contract-option-remove', 'interest-terms', 'wallets-fail-and-refund', 'kyc-approve'] as const satisfies readonly AdminCommandName[];
