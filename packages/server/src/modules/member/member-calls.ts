import type { CallDefinition } from '../../http/define-call.js';
import { getBalanceCall } from './get-balance.js';
import { getMemberInfoCall } from './get-member-info.js';
import { getMemberLevelInfoCall } from './get-member-level-info.js';
import { updateAvatarCall } from './update-avatar.js';
import { updateInfoCall } from './update-info.js';
import { updateLoginPasswordCall, updatePayPasswordByOldCall } from './update-passwords.js';

export const MEMBER_CALLS: readonly CallDefinition[] = [
  getMemberInfoCall,
  getBalanceCall,
  updateInfoCall,
  updateAvatarCall,
  updateLoginPasswordCall,
  updatePayPasswordByOldCall,
  getMemberLevelInfoCall,
];
