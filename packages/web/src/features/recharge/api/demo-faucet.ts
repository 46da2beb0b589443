import { API, ZDemoFaucetResponse, type TDemoFaucetRequest } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** The embedded demo's faucet: demo USDT to the member's own address (recharge/demoFaucet, issue 38). */
export function sendDemoFaucet(input: TDemoFaucetRequest) {
  return request(API.recharge.demoFaucet, input, ZDemoFaucetResponse, { loading: false });
}

/** The deposit itself shows up through the live push once the chain has it: nothing to refetch here. */
export function useSendDemoFaucet() {
  return useMutation({ mutationFn: (input: TDemoFaucetRequest) => unwrap(sendDemoFaucet(input)) });
}
