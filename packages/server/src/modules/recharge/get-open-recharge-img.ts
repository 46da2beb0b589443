import { API, ZGetOpenRechargeImgRequest, ZGetOpenRechargeImgResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** The recharge page's picture, as the operator set it. */
export const getOpenRechargeImgCall = defineCall({
  path: API.common.getOpenRechargeImg,
  request: ZGetOpenRechargeImgRequest,
  response: ZGetOpenRechargeImgResponse,
  async handler({ deps }) {
    return { url: (await deps.settings.get('recharge')).openRechargeImg };
  },
});
