import type { z } from 'zod/mini';
import type { PathParams } from './admin-route.js';
import type { ADMIN_ROUTES, AdminCommandName } from './admin-routes.js';
import { ZChainDepositCreditInput, ZChainDepositsInput, ZChainResumeInput } from './chain-inputs.js';
import { ZKycDocumentUrlInput, ZKycRejectInput, ZKycSubmissionIdInput, ZKycSubmissionsInput } from './kyc-inputs.js';
import { ZWalletFailAndRefundInput, ZWalletSendInput } from './wallet-inputs.js';
import {
  ZActivityAddInput,
  ZActivitySetInput,
  ZBannerAddInput,
  ZBannerSetInput,
  ZGoodsAddInput,
  ZGoodsSetInput,
  ZHelpRemoveInput,
  ZHelpSetInput,
  ZLetterSendInput,
  ZMiningProductAddInput,
  ZMiningProductSetInput,
  ZNoticeAddInput,
  ZNoticeRemoveInput,
  ZNoticeSetInput,
  ZNoticesInput,
} from './content-inputs.js';
import { ZMemberFreezeInput, ZMemberInput, ZMemberLevelInput, ZMemberSignInsInput, ZMembersInput, ZMemberUsernameInput } from './member-inputs.js';
import {
  ZAdjustInput,
  ZApprovalApproveInput,
  ZApprovalRejectInput,
  ZApprovalsInput,
  ZBillsExportInput,
  ZBillsInput,
  ZOrderClaimInput,
  ZOrderNoInput,
  ZPendingInput,
  ZRechargeApproveInput,
  ZRechargeRejectInput,
  ZRechargesExportInput,
  ZRechargesInput,
  ZWithdrawalPayInput,
  ZWithdrawalRejectInput,
  ZWithdrawalsExportInput,
  ZWithdrawalsInput,
} from './money-inputs.js';
import { ZAuditExportInput, ZAuditInput, ZOperatorAddInput, ZOperatorNameInput, ZOperatorSetInput, ZOperatorsInput } from './operator-inputs.js';
import { ZContractsInput, ZInterestOrdersInput, ZMiningOrdersInput, ZTaskOrdersInput } from './order-inputs.js';
import {
  ZConversationIdInput,
  ZConversationReplyInput,
  ZConversationsInput,
  ZMaintenanceInput,
  ZNoFieldInput,
  ZNoInput,
  ZOutboxInput,
  ZPopupInput,
  ZPushDeliveriesInput,
  ZVerifyChainInput,
  ZVerifyContractInput,
} from './platform-inputs.js';
import {
  ZChannelNameInput,
  ZContractOptionRemoveInput,
  ZContractOptionSetInput,
  ZInterestTermsInput,
  ZLogoSetInput,
  ZSettingsGetInput,
  ZSettingsSetInput,
  ZSupportHoursInput,
  ZSupportLabelInput,
} from './setting-inputs.js';

/**
 * What each operator command takes: its fields without `name`, from the JSON body, the query and
 * the path (admin-route.ts says which from where) or the command line. The server's registry
 * uses exactly these schemas (its commands' `fields`), adding only what needs the database; the
 * console types the bodies it sends by them (AdminRequestBody). `z.object` ignores a field it
 * does not know, `z.strictObject` refuses it.
 */
export const ADMIN_INPUTS = {
  dashboard: ZNoInput,
  members: ZMembersInput,
  member: ZMemberInput,
  'member-sign-ins': ZMemberSignInsInput,
  'member-freeze': ZMemberFreezeInput,
  'member-level': ZMemberLevelInput,
  'pay-password-reset': ZMemberUsernameInput,
  'two-step-reset': ZMemberUsernameInput,
  conversations: ZConversationsInput,
  conversation: ZConversationIdInput,
  'conversation-reply': ZConversationReplyInput,
  'conversation-close': ZConversationIdInput,
  outbox: ZOutboxInput,
  'push-deliveries': ZPushDeliveriesInput,
  maintenance: ZMaintenanceInput,
  'ledger-check': ZNoInput,
  'verify-chain': ZVerifyChainInput,
  'verify-contract': ZVerifyContractInput,
  popup: ZPopupInput,
  kick: ZMemberUsernameInput,
  pending: ZPendingInput,
  'order-claim': ZOrderClaimInput,
  'order-unclaim': ZOrderNoInput,
  'recharge-approve': ZRechargeApproveInput,
  'recharge-reject': ZRechargeRejectInput,
  'withdrawal-pay': ZWithdrawalPayInput,
  'withdrawal-reject': ZWithdrawalRejectInput,
  adjust: ZAdjustInput,
  approvals: ZApprovalsInput,
  'approval-approve': ZApprovalApproveInput,
  'approval-reject': ZApprovalRejectInput,
  'liabilities-snapshot': ZNoInput,
  'chain-status': ZNoInput,
  'chain-deposits': ZChainDepositsInput,
  'chain-deposit-credit': ZChainDepositCreditInput,
  'chain-resume': ZChainResumeInput,
  'kyc-submissions': ZKycSubmissionsInput,
  'kyc-document-url': ZKycDocumentUrlInput,
  'kyc-approve': ZKycSubmissionIdInput,
  'kyc-reject': ZKycRejectInput,
  wallets: ZNoInput,
  'wallets-rebroadcast': ZWalletSendInput,
  'wallets-replace': ZWalletSendInput,
  'wallets-fail-and-refund': ZWalletFailAndRefundInput,
  recharges: ZRechargesInput,
  'recharges-export': ZRechargesExportInput,
  withdrawals: ZWithdrawalsInput,
  'withdrawals-export': ZWithdrawalsExportInput,
  bills: ZBillsInput,
  contracts: ZContractsInput,
  'mining-orders': ZMiningOrdersInput,
  'interest-orders': ZInterestOrdersInput,
  'task-orders': ZTaskOrdersInput,
  'bills-export': ZBillsExportInput,
  'settings-get': ZSettingsGetInput,
  'settings-set': ZSettingsSetInput,
  'contract-options': ZNoFieldInput,
  'contract-option-set': ZContractOptionSetInput,
  'contract-option-remove': ZContractOptionRemoveInput,
  'interest-terms': ZInterestTermsInput,
  'channel-name': ZChannelNameInput,
  'support-hours': ZSupportHoursInput,
  'support-label': ZSupportLabelInput,
  'mining-products': ZNoFieldInput,
  'mining-product-add': ZMiningProductAddInput,
  'mining-product-set': ZMiningProductSetInput,
  goods: ZNoFieldInput,
  'goods-add': ZGoodsAddInput,
  'goods-set': ZGoodsSetInput,
  notices: ZNoticesInput,
  'notice-add': ZNoticeAddInput,
  'notice-set': ZNoticeSetInput,
  'notice-remove': ZNoticeRemoveInput,
  'letter-send': ZLetterSendInput,
  'letter-reach': ZNoFieldInput,
  'help-articles': ZNoFieldInput,
  'help-set': ZHelpSetInput,
  'help-remove': ZHelpRemoveInput,
  activities: ZNoFieldInput,
  'activity-add': ZActivityAddInput,
  'activity-set': ZActivitySetInput,
  banners: ZNoFieldInput,
  'banner-add': ZBannerAddInput,
  'banner-set': ZBannerSetInput,
  'logo-set': ZLogoSetInput,
  operators: ZOperatorsInput,
  'operator-add': ZOperatorAddInput,
  'operator-set': ZOperatorSetInput,
  'operator-password-reset': ZOperatorNameInput,
  'operator-authenticator-reset': ZOperatorNameInput,
  audit: ZAuditInput,
  'audit-export': ZAuditExportInput,
} as const satisfies Readonly<Record<AdminCommandName, z.ZodMiniObject<z.core.$ZodShape, z.core.$ZodObjectConfig>>>;

/** What command `Name` runs with, parsed (defaults filled in, text trimmed). */
export type AdminInput<Name extends AdminCommandName> = z.output<(typeof ADMIN_INPUTS)[Name]>;

/** A command's route that takes a JSON body. */
type BodyRouteOf<Name extends AdminCommandName> = Extract<(typeof ADMIN_ROUTES)[Name][number], { body: 'fields' | 'item' }>;
/** The fields a route fills from its path and its query, which its body does not carry. */
type FilledElsewhere<Route> =
  | (Route extends { path: infer Path extends string } ? keyof PathParams<Path> : never)
  | (Route extends { query: infer Query } ? keyof Query : never);
/** An `item` body calls the item's name `name` (the command's own `name` is its name): the command's `itemName`. */
type BodyKey<Key, Route> = Route extends { body: 'item' } ? (Key extends 'itemName' ? 'name' : Key) : Key;

/**
 * What a client sends as the JSON body of command `Name` (`z.input`: before defaults and
 * trimming): its fields but those its route's path and query give. A command whose routes take
 * no body sends none (`{}`).
 */
export type AdminRequestBody<Name extends AdminCommandName> = [BodyRouteOf<Name>] extends [never]
  ? Record<string, never>
  : {
      [Key in keyof z.input<(typeof ADMIN_INPUTS)[Name]> as Key extends FilledElsewhere<BodyRouteOf<Name>> ? never : BodyKey<Key, BodyRouteOf<Name>>]: z.input<
        (typeof ADMIN_INPUTS)[Name]
      >[Key];
    };
