import type { CallDefinition } from '../../http/define-call.js';
import { getBalanceCall } from './get-balance.js';
import { getMemberInfoCall } from './get-member-info.js';
import { getMemberLevelInfoCall } from './get-member-level-info.js';
import { updateAvatarCall } from './update-avatar.js';
import { updateInfoCall } from './update-info.js';
import { updateLoginPasswordCall } from './update-login-password.js';
import { updatePayPasswordByOldCall } from './update-pay-password-by-old.js';

export const MEMBER_CALLS: readonly CallDefinition[] = [
  getMemberInfoCall,
  getBalanceCall,
  updateInfoCall,
  updateAvatarCall,
  updateLoginPasswordCall,
  updatePayPasswordByOldCall,
  getMemberLevelInfoCall,
];
