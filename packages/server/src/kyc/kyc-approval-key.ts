/**
 * The key a held approval of a submission waits under (the approvals' `orderNo`): the console's
 * approval, and whatever ends the submission first (a rejection, the member's withdrawal), find
 * it by this.
 */
export const kycApprovalKey = (submissionId: number) => `kyc-submission-${submissionId}`;
