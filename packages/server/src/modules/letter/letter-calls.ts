import type { CallDefinition } from '../../http/define-call.js';
import { getLetterInfoCall } from './get-letter-info.js';
import { getLetterPageCall } from './get-letter-page.js';
import { getLetterUnReadLastCall } from './get-letter-unread-last.js';
import { getLetterUnReadNumCall } from './get-letter-unread-num.js';
import { readLetterInfoCall } from './read-letter-info.js';

export const LETTER_CALLS: readonly CallDefinition[] = [
  getLetterPageCall,
  getLetterInfoCall,
  getLetterUnReadNumCall,
  getLetterUnReadLastCall,
  readLetterInfoCall,
];
