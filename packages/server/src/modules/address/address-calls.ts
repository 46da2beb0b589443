import type { CallDefinition } from '../../http/define-call.js';
import { editMemberAddressCall } from './edit-member-address.js';
import { getMemberAddressCall } from './get-member-address.js';

export const ADDRESS_CALLS: readonly CallDefinition[] = [getMemberAddressCall, editMemberAddressCall];
