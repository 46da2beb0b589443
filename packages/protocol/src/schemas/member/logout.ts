import { ZEmpty } from '../shared.js';

export const ZLogoutRequest = ZEmpty;
