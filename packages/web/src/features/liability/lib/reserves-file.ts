import type { TPublishedReserves } from '@meridian/protocol';
import { downloadJsonFile } from './json-file';

function reservesFileName(reserves: TPublishedReserves): string {
  return `meridian-reserves-${reserves.snapshot.id}.json`;
}

/** Saves the published reserves as the file `npm run verify -- reserves FILE --rpc URL` checks against the chain. */
export function downloadReservesFile(reserves: TPublishedReserves): void {
  downloadJsonFile(reservesFileName(reserves), reserves);
}
