import type { CallDefinition } from '../../http/define-call.js';
import { addBankCardCall } from './add-bank-card.js';
import { getBankCardsCall } from './get-bank-cards.js';
import { getEnableBanksCall } from './get-enable-banks.js';
import { unbandingBankCardCall } from './unbanding-bank-card.js';
import { withdrawCall } from './withdraw.js';
import { withdrawParamCall } from './withdraw-param.js';
import { withdrawRecordCall } from './withdraw-record.js';

export const WITHDRAW_CALLS: readonly CallDefinition[] = [
  getEnableBanksCall,
  getBankCardsCall,
  addBankCardCall,
  unbandingBankCardCall,
  withdrawParamCall,
  withdrawCall,
  withdrawRecordCall,
];
