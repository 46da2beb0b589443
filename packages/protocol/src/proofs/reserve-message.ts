/**
 * The fixed text each controlled address signs (EIP-191) to prove Meridian holds its key. It names
 * the purpose, the liabilities snapshot (number and root, so a signature cannot be carried over to
 * another snapshot), the network and chain, and the address itself. The signer, the member's
 * browser and `npm run verify -- reserves` all build it here, so they cannot disagree on a byte.
 */
export const RESERVES_MESSAGE_TITLE = 'Meridian proof of reserves';

export interface ReserveMessageParts {
  snapshotId: number;
  rootHash: string;
  network: string;
  chainId: number;
  address: string;
}

export function reserveMessage(parts: ReserveMessageParts): string {
  return [
    RESERVES_MESSAGE_TITLE,
    `snapshot ${parts.snapshotId} root ${parts.rootHash}`,
    `network ${parts.network} chain ${parts.chainId}`,
    // Lower case: a checksummed and a plain spelling of one address give one message.
    `address ${parts.address.toLowerCase()}`,
  ].join('\n');
}
