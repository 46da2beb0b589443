import type { CallDefinition } from '../../http/define-call.js';
import {
  getAppConfigCall,
  getAvatarListCall,
  getCountryListCall,
  getCustomerServiceConfigCall,
  getDomainListCall,
  getEmailEnableCall,
  getMaintainConfigCall,
  getProtocolEnableCall,
  getRegisterConfigCall,
  getTimestampCall,
} from './config-calls.js';
import { getExplainInfoCall, getExplainListCall } from './get-explain.js';
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
