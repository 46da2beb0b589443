import {
  API,
  CODE,
  SINGLE_LEAF_LIABILITY_PROOF_FORMAT,
  buildShardedSumTree,
  buildSumTree,
  ledgerAmountOfUnits,
  ledgerUnitsOf,
  liabilityProofOfTree,
  seededRandomBytes,
  sumLeafHash,
  sumPathOf,
  sumTreeRoot,
  type TLiabilityProof,
  type TLiabilitySnapshot,
  type TShardedLiabilityProof,
  type TSingleLeafLiabilityProof,
} from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { LiabilitiesPage } from './liabilities-page';
import { MyLiabilitiesPage } from './my-liabilities-page';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A real snapshot of three members, built with the protocol's tree as the server builds it, and the proof of the second. */
function fixture(): { snapshot: TLiabilitySnapshot; proof: TShardedLiabilityProof } {
  const members = [
    { memberId: 11, balance: ledgerUnitsOf('20') ?? 0n },
    { memberId: DEMO_MEMBER.id, balance: ledgerUnitsOf('1000.5') ?? 0n },
    { memberId: 13, balance: ledgerUnitsOf('0.25') ?? 0n },
  ];
  const tree = buildShardedSumTree(members, seededRandomBytes('liability pages'));
  const total = ledgerAmountOfUnits(tree.root.sum);
  const snapshot: TLiabilitySnapshot = { id: 4, takenAt: Date.UTC(2026, 2, 5, 0, 0), trigger: 'daily', rootHash: hex(tree.root.hash), totalLiabilities: total, memberCount: 3, ledgerTotal: total };
  const proof = liabilityProofOfTree(tree, DEMO_MEMBER.id, snapshot);
  if (proof === null) throw new Error('the member is in the tree');
  return { snapshot, proof };
}

/** The same members in a snapshot taken before balances were split into shards: one leaf each (format 1). */
function singleLeafFixture(): { snapshot: TLiabilitySnapshot; proof: TSingleLeafLiabilityProof } {
  const members = [
    { memberId: 11, nonce: new Uint8Array(32).fill(4), balance: '20' },
    { memberId: DEMO_MEMBER.id, nonce: new Uint8Array(32).fill(5), balance: '1000.5' },
    { memberId: 13, nonce: new Uint8Array(32).fill(6), balance: '0.25' },
  ];
  const levels = buildSumTree(members.map((member) => ({ hash: sumLeafHash(member.memberId, member.nonce), sum: ledgerUnitsOf(member.balance) ?? 0n })));
  const root = sumTreeRoot(levels);
  const total = ledgerAmountOfUnits(root.sum);
  const snapshot: TLiabilitySnapshot = { id: 3, takenAt: Date.UTC(2026, 2, 4, 0, 0), trigger: 'daily', rootHash: hex(root.hash), totalLiabilities: total, memberCount: 3, ledgerTotal: total };
  const proof: TSingleLeafLiabilityProof = {
    format: SINGLE_LEAF_LIABILITY_PROOF_FORMAT,
    snapshot,
    leaf: { memberId: DEMO_MEMBER.id, nonce: hex(new Uint8Array(32).fill(5)), balance: '1000.50000000' },
    path: sumPathOf(levels, 1).map((step) => ({ side: step.side, hash: hex(step.node.hash), sum: ledgerAmountOfUnits(step.node.sum) })),
  };
  return { snapshot, proof };
}

function server(answer: { snapshot: TLiabilitySnapshot | null; proof?: TLiabilityProof | null }) {
  return mockServer((call) => {
    if (call.path === API.liability.getLiabilitySnapshot) return { code: CODE.OK, data: { snapshot: answer.snapshot } };
    if (call.path === API.liability.getLiabilityProof) return { code: CODE.OK, data: { snapshot: answer.snapshot, proof: answer.proof ?? null } };
    return { code: CODE.OK, data: {} };
  });
}

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: { ...DEMO_MEMBER, timeZone: '+00:00' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my balance is included', () => {
  it('checks the proof in the browser and shows the balance, each of its parts with its path, and the published snapshot', async () => {
    const { snapshot, proof } = fixture();
    server({ snapshot, proof });
    renderPage(ROUTE.myLiabilities, <MyLiabilitiesPage />);
    expect(await screen.findByText('Verified in this browser: your balance is included in the total')).toBeInTheDocument();
    expect(screen.getByTestId('liability-balance')).toHaveTextContent('1,000.50');
    expect(proof.shards.length).toBeGreaterThanOrEqual(2);
    for (const [index, shard] of proof.shards.entries()) {
      expect(screen.getByText(`Part ${index + 1} of ${proof.shards.length}`)).toBeInTheDocument();
      expect(screen.getByText(shard.nonce)).toBeInTheDocument();
    }
    expect(screen.getAllByText(/^Step \d/)).toHaveLength(proof.shards.reduce((steps, shard) => steps + shard.path.length, 0));
    expect(screen.getByText('Matched: the total equals the member balances in the ledger at that instant')).toBeInTheDocument();
    expect(screen.getByTestId('liability-total')).toHaveTextContent('1,020.75');
  });

  it('says exactly what fails, and where, when a sum on a path was changed or is negative', async () => {
    const { snapshot, proof } = fixture();
    const [, second, ...others] = proof.shards;
    // The last step: the other half of the tree, which holds a shard of every member (a sibling of padding is 0, and -0 is 0).
    const top = second?.path.at(-1);
    if (!second || !top) throw new Error('a balance has two parts, each with a path');
    const cancelled = { ...proof, shards: [...proof.shards.slice(0, 1), { ...second, path: [...second.path.slice(0, -1), { ...top, sum: `-${top.sum}` }] }, ...others] };
    server({ snapshot, proof: cancelled });
    renderPage(ROUTE.myLiabilities, <MyLiabilitiesPage />);
    expect(await screen.findByText(`Not verified: a sum is negative, which could hide liabilities (part 2, path step ${second.path.length})`)).toBeInTheDocument();
  });

  it('says so when the parts do not add up to the balance shown', async () => {
    const { snapshot, proof } = fixture();
    server({ snapshot, proof: { ...proof, member: { ...proof.member, balance: '1000.6' } } });
    renderPage(ROUTE.myLiabilities, <MyLiabilitiesPage />);
    expect(await screen.findByText('Not verified: the parts do not add up to your balance')).toBeInTheDocument();
  });

  it('still checks and shows a proof of an older snapshot, with the balance as one leaf', async () => {
    const { snapshot, proof } = singleLeafFixture();
    server({ snapshot, proof });
    renderPage(ROUTE.myLiabilities, <MyLiabilitiesPage />);
    expect(await screen.findByText('Verified in this browser: your balance is included in the total')).toBeInTheDocument();
    expect(screen.getByText('Your leaf')).toBeInTheDocument();
    expect(screen.getByText(proof.leaf.nonce)).toBeInTheDocument();
    expect(screen.getAllByText(/^Step \d/)).toHaveLength(proof.path.length);
    expect(screen.getByTestId('liability-balance')).toHaveTextContent('1,000.50');
  });

  it('downloads the proof as a JSON file', async () => {
    const { snapshot, proof } = fixture();
    server({ snapshot, proof });
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) files.push(blob);
      return 'blob:proof';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderPage(ROUTE.myLiabilities, <MyLiabilitiesPage />);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Download proof file' }));
    expect(files).toHaveLength(1);
    expect(JSON.parse(await (files[0] as Blob).text())).toEqual(proof);
  });

  it('tells a member who joined after the snapshot that they are in the next one', async () => {
    server({ snapshot: fixture().snapshot, proof: null });
    renderPage(ROUTE.myLiabilities, <MyLiabilitiesPage />);
    expect(await screen.findByText('You are not in this snapshot')).toBeInTheDocument();
  });
});

describe('the published snapshot', () => {
  it('shows the snapshot and whether its total matched the ledger', async () => {
    const { snapshot } = fixture();
    server({ snapshot: { ...snapshot, ledgerTotal: '1020.76' } });
    renderPage(ROUTE.liabilities, <LiabilitiesPage />);
    expect(await screen.findByText('Not matched: the total differs from the member balances in the ledger at that instant')).toBeInTheDocument();
    expect(screen.getByText(snapshot.rootHash)).toBeInTheDocument();
    expect(screen.getByText('2026-03-05 00:00')).toBeInTheDocument();
  });

  it('says when none is published yet', async () => {
    server({ snapshot: null });
    renderPage(ROUTE.liabilities, <LiabilitiesPage />);
    expect(await screen.findByText('No snapshot published yet')).toBeInTheDocument();
  });
});
