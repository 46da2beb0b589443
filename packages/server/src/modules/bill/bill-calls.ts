import type { CallDefinition } from '../../http/define-call.js';
import { billExportCall } from './export-csv.js';
import { billRecordCall } from './bill-record.js';

export const BILL_CALLS: readonly CallDefinition[] = [billRecordCall, billExportCall];
