import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';
import { HostServer } from './cluster-host.js';
import { startPostgres, startRedis, type RedisService, type Service } from './cluster-services.js';
import { makeClusterNetwork, type ClusterNetwork } from './netns.js';
import { startTcpBalancer, type TcpBalancer } from './tcp-balancer.js';

export interface HostPlan {
  name: string;
  roles: string;
  clockOffset?: string;
}

/** Three hosts: two that can lead (feed, jobs, chain watchers) and serve, one that only serves. */
export const DEFAULT_PLAN: readonly HostPlan[] = [
  { name: 'h1', roles: 'api,live,jobs,feed,chain' },
  { name: 'h2', roles: 'api,live,jobs,feed,chain' },
  { name: 'h3', roles: 'api,live' },
];

export interface Cluster {
  network: ClusterNetwork;
  postgres: Service;
  redis: RedisService;
  /** Meridian's database, as the hosts use it, for the setup and the checks. */
  database: Database;
  databaseUrl: string;
  hosts: HostServer[];
  balancer: TcpBalancer;
  operatorToken: string;
  sandboxPaySecret: string;
  host(name: string): HostServer;
  /** Stops everything and removes what was made, whatever state the run left it in. */
  dispose(): Promise<void>;
}

/**
 * Everything a test needs: the network, PostgreSQL and Redis on the bridge, Meridian's database
 * migrated and prepared by `prepare` (before any host starts), the hosts' servers and a balancer
 * in front of them on loopback. On a failure half way, what was made is removed before the error
 * is passed on.
 */
export async function startCluster(plan: readonly HostPlan[], prepare: (database: Database) => Promise<void>): Promise<Cluster> {
  const cleanups: (() => Promise<void>)[] = [];
  const dispose = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const network = await makeClusterNetwork(plan.map((host) => host.name));
    cleanups.push(() => network.remove());
    const postgres = await startPostgres(network.gateway, `${network.gateway}/24`);
    cleanups.push(() => postgres.stop());
    const redis = await startRedis(network.gateway);
    cleanups.push(() => redis.stop());

    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database meridian');
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/meridian');
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
    cleanups.push(() => database.close());
    await prepare(database);

    const operatorToken = randomBytes(16).toString('hex');
    const sandboxPaySecret = randomBytes(16).toString('hex');
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, OPERATOR_TOKEN: operatorToken, SANDBOX_PAY_SECRET: sandboxPaySecret };
    const hosts = plan.map((entry, index) => {
      const host = network.hosts[index];
      if (!host) throw new Error(`no network host for ${entry.name}`);
      return new HostServer({ host, roles: entry.roles, env, ...(entry.clockOffset ? { clockOffset: entry.clockOffset } : {}) });
    });
    cleanups.push(async () => {
      await Promise.all(hosts.map((host) => host.stop()));
      for (const host of hosts) host.dispose();
    });
    // One after the other: the first runs the migrations (finding nothing to do) and takes the leads.
    for (const host of hosts) await host.start();
    const balancer = await startTcpBalancer(hosts.map((host) => host.backend));
    cleanups.push(() => balancer.close());

    return {
      network,
      postgres,
      redis,
      database,
      databaseUrl,
      hosts,
      balancer,
      operatorToken,
      sandboxPaySecret,
      host(name) {
        const found = hosts.find((host) => host.name === name);
        if (!found) throw new Error(`no host ${name}`);
        return found;
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
