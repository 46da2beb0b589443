import type { CallDefinition } from '../../http/define-call.js';
import { wonContracts } from '../contract/contract-win-source.js';
import { createGetCurWinListCall } from './get-cur-win-list.js';
import { getSlideCall } from './get-slide.js';
import { pageNoticeCall } from './page-notice.js';

export const CONTENT_CALLS: readonly CallDefinition[] = [getSlideCall, pageNoticeCall, createGetCurWinListCall(wonContracts)];
