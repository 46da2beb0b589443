import type { CallDefinition } from '../../http/define-call.js';
import { getAppConfigCall } from './get-app-config-and-company-config.js';
import { getAvatarListCall } from './get-avatar-list.js';
import { getCountryListCall } from './get-country-list.js';
import { getCustomerServiceConfigCall } from './get-customer-service-config.js';
import { getDomainListCall } from './get-domain-list.js';
import { getEmailEnableCall } from './get-email-enable.js';
import { getExplainInfoCall } from './get-explain-info.js';
import { getExplainListCall } from './get-explain-list.js';
import { getMaintainConfigCall } from './get-maintain-config.js';
import { getProtocolEnableCall } from './get-protocol-enable.js';
import { getRegisterConfigCall } from './get-register-config.js';
import { getTimestampCall } from './get-timestamp.js';
import { uploadImgCall } from './upload-img.js';

export const COMMON_CALLS: readonly CallDefinition[] = [
  getAppConfigCall,
  getCustomerServiceConfigCall,
  getMaintainConfigCall,
  getTimestampCall,
  getDomainListCall,
  getExplainListCall,
  getExplainInfoCall,
  getRegisterConfigCall,
  getEmailEnableCall,
  getCountryListCall,
  getProtocolEnableCall,
  getAvatarListCall,
  uploadImgCall,
];
