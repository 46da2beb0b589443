import { activities } from './activities.js';
import { activityAdd } from './activity-add.js';
import { activitySet } from './activity-set.js';
import { adjust } from './adjust.js';
import { approvalApprove } from './approval-approve.js';
import { approvalReject } from './approval-reject.js';
import { approvals } from './approvals.js';
import { audit } from './audit.js';
import { auditExport } from './audit-export.js';
import { bannerAdd } from './banner-add.js';
import { bannerSet } from './banner-set.js';
import { logoSet } from './logo-set.js';
import { banners } from './banners.js';
import { bills } from './bills.js';
import { contractsList } from './contracts.js';
import { interestOrdersList } from './interest-orders.js';
import { miningOrdersList } from './mining-orders.js';
import { taskOrdersList } from './task-orders.js';
import { billsExport } from './bills-export.js';
import { conversation } from './conversation.js';
import { conversationClose } from './conversation-close.js';
import { conversationReply } from './conversation-reply.js';
import { conversations } from './conversations.js';
import { dashboard } from './dashboard.js';
import { member } from './member.js';
import { memberFreeze } from './member-freeze.js';
import { memberLevelCommand } from './member-level.js';
import { memberSignIns } from './member-sign-ins.js';
import { payPasswordReset } from './pay-password-reset.js';
import { twoStepReset } from './two-step-reset.js';
import { membersList } from './members.js';
import { operatorAdd } from './operator-add.js';
import { operatorSet } from './operator-set.js';
import { operatorPasswordReset } from './operator-password-reset.js';
import { operatorAuthenticatorReset } from './operator-authenticator-reset.js';
import { operatorsList } from './operators.js';
import { recharges } from './recharges.js';
import { rechargesExport } from './recharges-export.js';
import { withdrawalsList } from './withdrawals.js';
import { withdrawalsExport } from './withdrawals-export.js';
import { chainDepositCredit } from './chain-deposit-credit.js';
import { chainDepositsList } from './chain-deposits.js';
import { chainResume } from './chain-resume.js';
import { wallets } from './wallets.js';
import { walletsFailAndRefund } from './wallets-fail-and-refund.js';
import { walletsRebroadcast } from './wallets-rebroadcast.js';
import { walletsReplace } from './wallets-replace.js';
import { chainStatus } from './chain-status.js';
import { channelName } from './channel-name.js';
import { contractOptionRemove } from './contract-option-remove.js';
import { contractOptionSet } from './contract-option-set.js';
import { contractOptions } from './contract-options.js';
import { goods } from './goods.js';
import { goodsAdd } from './goods-add.js';
import { goodsSet } from './goods-set.js';
import { helpArticles } from './help-articles.js';
import { helpRemove } from './help-remove.js';
import { helpSet } from './help-set.js';
import { interestTerms } from './interest-terms.js';
import { kick } from './kick.js';
import { kycApprove } from './kyc-approve.js';
import { kycDocumentUrl } from './kyc-document-url.js';
import { kycReject } from './kyc-reject.js';
import { kycSubmissionsList } from './kyc-submissions.js';
import { ledgerCheck } from './ledger-check.js';
import { letterReach } from './letter-reach.js';
import { letterSend } from './letter-send.js';
import { liabilitiesSnapshot } from './liabilities-snapshot.js';
import { maintenance } from './maintenance.js';
import { miningProductAdd } from './mining-product-add.js';
import { miningProductSet } from './mining-product-set.js';
import { miningProducts } from './mining-products.js';
import { noticeAdd } from './notice-add.js';
import { noticeRemove } from './notice-remove.js';
import { noticeSet } from './notice-set.js';
import { notices } from './notices.js';
import { outbox } from './outbox.js';
import { pending } from './pending.js';
import { orderClaim } from './order-claim.js';
import { orderUnclaim } from './order-unclaim.js';
import { popup } from './popup.js';
import { pushDeliveriesList } from './push-deliveries.js';
import { rechargeApprove } from './recharge-approve.js';
import { rechargeReject } from './recharge-reject.js';
import { settingsGet } from './settings-get.js';
import { settingsSet } from './settings-set.js';
import { supportHours } from './support-hours.js';
import { supportLabel } from './support-label.js';
import { verifyChain } from './verify-chain.js';
import { verifyContract } from './verify-contract.js';
import { withdrawalPay } from './withdrawal-pay.js';
import { withdrawalReject } from './withdrawal-reject.js';

/**
 * Every operator command, once. A new command is a file beside this one and a line here: the
 * CLI, its help, the admin API, the audit log and docs/operators.md pick it up from this list.
 * The order is the order of the help and the docs within each group.
 */
export const COMMANDS = [
  dashboard,
  membersList,
  member,
  memberSignIns,
  memberFreeze,
  memberLevelCommand,
  payPasswordReset,
  twoStepReset,
  conversations,
  conversation,
  conversationReply,
  conversationClose,
  outbox,
  pushDeliveriesList,
  kycSubmissionsList,
  kycDocumentUrl,
  kycApprove,
  kycReject,
  maintenance,
  ledgerCheck,
  verifyChain,
  verifyContract,
  popup,
  kick,
  pending,
  orderClaim,
  orderUnclaim,
  rechargeApprove,
  rechargeReject,
  withdrawalPay,
  withdrawalReject,
  adjust,
  approvals,
  approvalApprove,
  approvalReject,
  liabilitiesSnapshot,
  chainStatus,
  chainDepositsList,
  chainDepositCredit,
  chainResume,
  wallets,
  walletsRebroadcast,
  walletsReplace,
  walletsFailAndRefund,
  recharges,
  rechargesExport,
  withdrawalsList,
  withdrawalsExport,
  bills,
  contractsList,
  miningOrdersList,
  interestOrdersList,
  taskOrdersList,
  billsExport,
  settingsGet,
  settingsSet,
  contractOptions,
  contractOptionSet,
  contractOptionRemove,
  interestTerms,
  channelName,
  supportHours,
  supportLabel,
  miningProducts,
  miningProductAdd,
  miningProductSet,
  goods,
  goodsAdd,
  goodsSet,
  notices,
  noticeAdd,
  noticeSet,
  noticeRemove,
  letterSend,
  letterReach,
  helpArticles,
  helpSet,
  helpRemove,
  activities,
  activityAdd,
  activitySet,
  banners,
  bannerAdd,
  bannerSet,
  logoSet,
  operatorsList,
  operatorAdd,
  operatorSet,
  operatorPasswordReset,
  operatorAuthenticatorReset,
  audit,
  auditExport,
] as const;
