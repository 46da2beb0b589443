import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compileDemoToken, DEMO_USDT_ARTIFACT_MODULE, renderArtifactModule } from '../../../scripts/demo-token-compiler.js';
import { DEMO_USDT_ARTIFACT } from '../../../src/chain/dev/demo-usdt-artifact.js';

// solc (WebAssembly) takes one to two seconds to load and compile: a unit test, run once.
describe('the demo token artifact', () => {
  it('is what contracts/DemoUSDT.sol compiles to (run `npm run compile:demo-token -w @meridian/server` after changing it)', async () => {
    const compiled = await compileDemoToken();
    expect(compiled.bytecode).toBe(DEMO_USDT_ARTIFACT.bytecode);
    expect(compiled.deployedBytecode).toBe(DEMO_USDT_ARTIFACT.deployedBytecode);
    expect(compiled.abi).toEqual(DEMO_USDT_ARTIFACT.abi);
    expect(compiled.solcVersion).toBe(DEMO_USDT_ARTIFACT.solcVersion);
    expect(renderArtifactModule(compiled)).toBe(await readFile(DEMO_USDT_ARTIFACT_MODULE, 'utf8'));
  });
});
