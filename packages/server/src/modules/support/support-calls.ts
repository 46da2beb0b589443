import type { CallDefinition } from '../../http/define-call.js';
import { getConversationCall } from './get-conversation.js';
import { readMessagesCall } from './read-messages.js';
import { sendMessageCall } from './send-message.js';

export const SUPPORT_CALLS: readonly CallDefinition[] = [getConversationCall, sendMessageCall, readMessagesCall];
