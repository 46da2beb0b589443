import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileDemoToken, DEMO_USDT_ARTIFACT_MODULE, renderArtifactModule } from './demo-token-compiler.js';

/**
 * `npm run compile:demo-token -w @meridian/server`: compiles contracts/DemoUSDT.sol and writes
 * src/chain/dev/demo-usdt-artifact.ts, which is committed so that the server never needs solc at
 * run time. Run it after changing the contract.
 */
const compiled = await compileDemoToken();
await writeFile(DEMO_USDT_ARTIFACT_MODULE, renderArtifactModule(compiled));
process.stdout.write(`wrote ${path.relative(process.cwd(), DEMO_USDT_ARTIFACT_MODULE)} (solc ${compiled.solcVersion}, ${(compiled.bytecode.length - 2) / 2} bytes of creation code)\n`);
