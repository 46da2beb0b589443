import { describe, expect, it } from 'vitest';
import { startAnvil } from '../../../src/chain/dev/anvil-process.js';
import { DEV_CHAIN_ID, devChainClients } from '../../../src/chain/dev/dev-chain-clients.js';

describe('anvil as a child process', () => {
  it('answers on the port it chose, and no longer once stop() has resolved', async () => {
    const anvil = await startAnvil({ chainId: DEV_CHAIN_ID });
    const reader = devChainClients(anvil.rpcUrl).reader;
    expect(await reader.getChainId()).toBe(DEV_CHAIN_ID);
    await anvil.stop();
    await expect(reader.getChainId()).rejects.toThrow();
    // A second stop is harmless.
    await anvil.stop();
  });

  it("fails to start with anvil's own words when its port is taken", async () => {
    const first = await startAnvil({ chainId: DEV_CHAIN_ID });
    try {
      const port = Number(new URL(first.rpcUrl).port);
      await expect(startAnvil({ chainId: DEV_CHAIN_ID, port })).rejects.toThrow(/anvil exited before it listened \(exit code 1\): .*Address already in use/);
    } finally {
      await first.stop();
    }
  });
});
