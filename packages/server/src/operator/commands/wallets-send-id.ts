import type { Positional } from '../command-types.js';

/** The send's id, as the Wallets screen and `wallets` list it. */
export const SEND_ID = { field: 'id', label: 'send id', kind: 'int' } as const satisfies Positional<'id'>;
