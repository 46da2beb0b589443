import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { readFeedOwner } from '../../src/market/feed-owner-store.js';
import type { Cluster } from './cluster.js';
import type { HostServer } from './cluster-host.js';
import type { Fault } from './fault-run.js';

/** How long a killed host stays down before its supervisor starts it again (modelled). */
const KILLED_DOWN_MS = 2_000;
const POSTGRES_CUT_MS = 10_000;
const REDIS_DOWN_MS = 2_000;
/** How long a partitioned feed owner stays cut off: long enough for another to take the feed over. */
const PARTITION_MS = 25_000;
const TAKEOVER_LIMIT_MS = 20_000;

/** How long the host with the wrong clock is watched once the feed's owner is gone and it is the only host with the feed role. */
const SKEWED_ALONE_MS = 8_000;
const CLOCK_OFFSET = '+30s';

/** The host whose server owns the price feed now, by the owner's record (its pid). */
export async function feedOwnerHost(cluster: Cluster): Promise<HostServer | undefined> {
  const owner = await readFeedOwner(cluster.database.db);
  return cluster.hosts.find((host) => host.pid !== undefined && host.pid === owner?.pid);
}

/** Whether the host's server says, in its own metrics, that it runs the price feed. */
export async function runsFeed(cluster: Cluster, host: HostServer): Promise<boolean | undefined> {
  const { host: address, port } = host.backend;
  try {
    const response = await fetch(`http://${address}:${port}/metrics`, { headers: { authorization: `Bearer ${cluster.operatorToken}` }, signal: AbortSignal.timeout(3_000) });
    const text = await response.text();
    const value = /^meridian_price_feed_owner (\d)/m.exec(text)?.[1];
    return value === undefined ? undefined : value === '1';
  } catch {
    return undefined;
  }
}

async function requireFeedOwner(cluster: Cluster): Promise<HostServer> {
  const owner = await feedOwnerHost(cluster);
  if (!owner) throw new Error('no host owns the price feed');
  return owner;
}

/** A host that leads nothing now (it takes the load, and jobs where its roles have them). */
function notOwner(cluster: Cluster, owner: HostServer | undefined): HostServer {
  const other = cluster.hosts.find((host) => host !== owner && host.options.roles.includes('jobs')) ?? cluster.hosts.find((host) => host !== owner);
  if (!other) throw new Error('no second host');
  return other;
}

export const KILL_NINE: Fault = {
  name: 'kill -9 of the feed owner',
  async inject(cluster) {
    const owner = await requireFeedOwner(cluster);
    const killTimes = [Date.now()];
    await owner.kill();
    // Down as long as a supervisor takes to start it again (modelled).
    await sleep(KILLED_DOWN_MS);
    const undoneAt = Date.now();
    await owner.start();
    return { undoneAt, killTimes, notes: [`${owner.name}, the feed owner, killed and started again ${KILLED_DOWN_MS / 1000} s later`] };
  },
};

export const POSTGRES_CUT: Fault = {
  name: 'a host cut off from PostgreSQL for 10 s',
  async inject(cluster) {
    const host = notOwner(cluster, await feedOwnerHost(cluster));
    await cluster.network.cut(host.options.host);
    // The length of the outage is the fault (modelled).
    await sleep(POSTGRES_CUT_MS);
    const undoneAt = Date.now();
    await cluster.network.heal(host.options.host);
    return { undoneAt, notes: [`${host.name} (${host.options.roles}) cut off for ${POSTGRES_CUT_MS / 1000} s by its link`] };
  },
};

export const REDIS_RESTART: Fault = {
  name: 'Redis restarted',
  async inject(cluster) {
    await cluster.redis.restart(REDIS_DOWN_MS);
    // restart() resolves once Redis listens again: recovery counts from there.
    return { undoneAt: Date.now(), notes: [`Redis killed and started again ${REDIS_DOWN_MS / 1000} s later, empty`] };
  },
};

export const FEED_OWNER_PARTITION: Fault = {
  name: 'the feed owner partitioned',
  async inject(cluster) {
    const owner = await requireFeedOwner(cluster);
    const cutAt = Date.now();
    await cluster.network.cut(owner.options.host);
    let takeoverMs: number | undefined;
    while (Date.now() - cutAt < PARTITION_MS) {
      const now = await feedOwnerHost(cluster);
      if (takeoverMs === undefined && now && now !== owner) takeoverMs = Date.now() - cutAt;
      await sleep(250);
    }
    const undoneAt = Date.now();
    await cluster.network.heal(owner.options.host);
    if (takeoverMs === undefined) throw new Error(`no other host took the price feed within ${PARTITION_MS} ms of the owner's partition`);
    if (takeoverMs > TAKEOVER_LIMIT_MS) throw new Error(`the feed was taken over only after ${takeoverMs} ms`);
    // Back on the network, the old owner must know it lost the feed, and the new one keeps it.
    const oldRuns = await runsFeed(cluster, owner);
    const newOwner = await feedOwnerHost(cluster);
    const newRuns = newOwner ? await runsFeed(cluster, newOwner) : undefined;
    if (oldRuns !== false) throw new Error(`${owner.name}, the old owner, back on the network says it runs the feed: ${String(oldRuns)}`);
    if (newRuns !== true) throw new Error(`the new owner ${newOwner?.name ?? '(none)'} does not say it runs the feed`);
    return { undoneAt, notes: [`${owner.name}, the feed owner, cut off for ${PARTITION_MS / 1000} s; ${newOwner?.name ?? '?'} took the feed ${(takeoverMs / 1000).toFixed(1)} s after the cut; back, ${owner.name} does not run it`] };
  },
};

async function readyChecks(host: HostServer): Promise<Record<string, boolean> | undefined> {
  const { host: address, port } = host.backend;
  try {
    const response = await fetch(`http://${address}:${port}/readyz`, { signal: AbortSignal.timeout(3_000) });
    const body = (await response.json()) as { checks?: Record<string, boolean> };
    return body.checks;
  } catch {
    return undefined;
  }
}

/** The newest tick's time against the database's clock, in ms: above zero, a tick from the future was recorded. */
async function newestTickAhead(cluster: Cluster): Promise<number> {
  const result = await cluster.database.db.execute(sql`select (max(at) - extract(epoch from clock_timestamp()) * 1000)::text as ahead from market_ticks`);
  const ahead = z.object({ rows: z.array(z.object({ ahead: z.string().nullable() })) }).parse(result).rows[0]?.ahead;
  return Number(ahead ?? '0');
}

export const CLOCK_30S_AHEAD: Fault = {
  name: 'a clock 30 s ahead on one host',
  async inject(cluster) {
    const owner = await requireFeedOwner(cluster);
    const skewed = cluster.hosts.find((host) => host !== owner && host.options.roles.includes('feed'));
    if (!skewed) throw new Error('no second host with the feed role');
    // Its clock set wrong (libfaketime: namespaces share the kernel's clock), as a host whose NTP broke.
    await skewed.stop();
    skewed.setClockOffset(CLOCK_OFFSET);
    await skewed.start();
    const checks = await readyChecks(skewed);
    if (checks?.clock !== false) throw new Error(`${skewed.name}, 30 s ahead, does not say its clock is off: ${JSON.stringify(checks)}`);
    // The owner stops (a deploy): the skewed host is the only one left with the feed role. It must not lead.
    await owner.stop();
    const aloneSince = Date.now();
    while (Date.now() - aloneSince < SKEWED_ALONE_MS) {
      if ((await runsFeed(cluster, skewed)) !== false) throw new Error(`${skewed.name}, its clock 30 s ahead, runs the price feed`);
      await sleep(500);
    }
    const ahead = await newestTickAhead(cluster);
    if (ahead > 2_000) throw new Error(`a tick ${ahead} ms in the future was recorded`);
    // Undone: its clock set right, and the owner back.
    const undoneAt = Date.now();
    await skewed.stop();
    skewed.setClockOffset(undefined);
    await Promise.all([skewed.start(), owner.start()]);
    return {
      undoneAt,
      notes: [`${skewed.name} started with its clock 30 s ahead: not ready (clock), in no rotation; ${owner.name}, the feed owner, stopped; for ${SKEWED_ALONE_MS / 1000} s ${skewed.name} was the only host with the feed role and did not take it (no tick from the future); then its clock set right and ${owner.name} started again`],
    };
  },
};
