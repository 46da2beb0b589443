import type { CallDefinition } from '../../http/define-call.js';
import { balanceBillRecordCall } from './balance-bill-record.js';

export const BILL_CALLS: readonly CallDefinition[] = [balanceBillRecordCall];
