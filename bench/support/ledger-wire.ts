import { API, CODE, createEnvelope, DEMO_ENVELOPE_KEY } from '@meridian/protocol';
import { opensslEnvelopeCipher } from '@meridian/server/wire';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, SandboxGateway } from '@meridian/server/wire';
import type { FastifyInstance } from 'fastify';
import { HttpPoster } from './http-post.js';
import { callInProcess, signUpMember } from './member-sign-up.js';

// Node's OpenSSL, as the server's side does: the clients share this process with the server.
const envelope = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);
const TRC20_ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';
const PAY_PASSWORD = '2468';

export interface LedgerMember {
  username: string;
  token: string;
}

interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

let requestCounter = 0;
/** Distinct for every request of the run, as the app makes them. */
function newRequestId(): string {
  requestCounter += 1;
  return `bench-${process.pid}-${Date.now().toString(36)}-${requestCounter}`;
}

/**
 * The money-moving calls of bench:ledger over real HTTP, each as the app (envelope, access token,
 * a fresh requestId) or the payment provider (a signed callback) sends it; and readying members
 * through the real calls (in process, each from an address of its own).
 */
export class LedgerWire {
  private readonly gateway: SandboxGateway;
  private readonly http: HttpPoster;

  constructor(url: string, sandboxPaySecret: string) {
    this.gateway = new SandboxGateway(sandboxPaySecret);
    this.http = new HttpPoster(url);
  }

  static async readyMembers(app: FastifyInstance, count: number): Promise<LedgerMember[]> {
    const members: LedgerMember[] = [];
    for (let index = 0; index < count; index += 1) {
      const { username, password, token, remoteAddress } = await signUpMember(app, index);
      await callInProcess(app, API.member.updatePayPasswordByOld, { loginPassword: password, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD }, remoteAddress, token);
      await callInProcess(app, API.member.updateInfo, { usdtAddress: TRC20_ADDRESS, network: 'TRC20' }, remoteAddress, token);
      members.push({ username, token });
    }
    return members;
  }

  async getBalance(member: LedgerMember): Promise<boolean> {
    return (await this.call(API.member.getBalance, {}, member)).code === CODE.OK;
  }

  /** A deposit: the member opens an online order, the provider's signed callback credits it (one journal entry). */
  async deposit(member: LedgerMember, amount: string): Promise<boolean> {
    const opened = await this.call(API.recharge.onlineRecharge, { requestId: newRequestId(), channelCode: 'sandbox', amount }, member);
    if (opened.code !== CODE.OK) throw new Error(`onlineRecharge: ${opened.code} ${opened.msg}`);
    const orderNo = String(opened.data?.orderNo);
    const signed = this.gateway.signNotice({ orderNo, amount, currency: 'USDT', outcome: 'approved', providerRef: `SBX-${orderNo}` });
    const paid = await this.http.post(SANDBOX_CALLBACK_PATH, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signed.signature }, signed.body);
    if (paid.status !== 200 || !paid.body.includes('"settled"')) throw new Error(`callback: HTTP ${paid.status} ${paid.body}`);
    return true;
  }

  /** A withdrawal: available → held, proven by the pay password, one journal entry. */
  async withdraw(member: LedgerMember, amount: string): Promise<boolean> {
    const answer = await this.call(API.withdraw.withdraw, { method: 'coin', amount, payPassword: PAY_PASSWORD, requestId: newRequestId() }, member);
    if (answer.code === CODE.OK) return true;
    if (answer.code === CODE.INSUFFICIENT_FUNDS) return false;
    throw new Error(`withdraw: ${answer.code} ${answer.msg}`);
  }

  private async call(path: string, payload: unknown, member: LedgerMember): Promise<Answer> {
    const answer = await this.http.post(path, { 'content-type': 'application/json', accessToken: member.token }, envelope.encode(payload));
    if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status}`);
    return envelope.decode(answer.body) as Answer;
  }

  close(): void {
    this.http.close();
  }
}
