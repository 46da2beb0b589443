import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `ip …`, failing with what ip printed. */
export async function ip(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('ip', args, { encoding: 'utf8' });
    return stdout;
  } catch (error) {
    const stderr = typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '';
    throw new Error(`ip ${args.join(' ')}: ${stderr.trim() || String(error)}`, { cause: error });
  }
}

/**
 * Why this machine cannot run the cluster suite, or null when it can: the hosts are network
 * namespaces, which only root may make, joined by veth links (Debian's iproute2).
 */
export function clusterUnavailable(): string | null {
  if (process.platform !== 'linux') return 'network namespaces are Linux only';
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  try {
    execFileSync('ip', ['netns', 'list'], { stdio: 'ignore' });
  } catch {
    return 'no `ip netns` (Debian: iproute2)';
  }
  return null;
}

/** Every name of a run starts with this and the run's pid, so that a later run can tell a dead run's leftovers. */
const PREFIX = 'mrc';

/** A host: a network namespace with one address on the cluster's bridge. */
export interface Host {
  name: string;
  namespace: string;
  address: string;
  /** The link's end outside the namespace, on the bridge: down is the host cut off from everything. */
  link: string;
}

/**
 * The cluster's network: a bridge in the root namespace (which holds the address of PostgreSQL,
 * Redis and the load balancer) and one namespace per host on it through a veth pair, each host
 * with its own address and its own loopback. Cutting a host off is setting its link down: the
 * kernel here has no `tc netem`, and a link down is what a pulled cable or a dead switch port does.
 */
export interface ClusterNetwork {
  /** The root namespace's address on the bridge: where the hosts reach PostgreSQL and Redis. */
  gateway: string;
  hosts: Host[];
  cut(host: Host): Promise<void>;
  heal(host: Host): Promise<void>;
  /** Removes the namespaces, links and bridge; safe to call twice. */
  remove(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Namespaces and links of runs whose process is gone (a run killed before it could clean up). */
async function removeDeadRuns(): Promise<void> {
  const leftovers = (await ip('netns', 'list')).split('\n').map((line) => line.split(' ')[0] ?? '');
  const links = (await ip('-o', 'link', 'show')).split('\n').map((line) => /^\d+: ([^:@]+)/.exec(line)?.[1] ?? '');
  const dead = (name: string) => {
    const pid = new RegExp(`^${PREFIX}(\\d+)`).exec(name)?.[1];
    return pid !== undefined && !isAlive(Number(pid));
  };
  for (const namespace of leftovers.filter(dead)) await ip('netns', 'delete', namespace).catch(() => undefined);
  for (const link of links.filter(dead)) await ip('link', 'delete', link).catch(() => undefined);
}

/**
 * Makes the network for `hostNames.length` hosts on 10.(pid-derived).x.0/24. Interface names are at
 * most 15 characters: `mrc<pid>b` for the bridge, `mrc<pid>h<i>` for each host's outer end.
 */
export async function makeClusterNetwork(hostNames: readonly string[]): Promise<ClusterNetwork> {
  await removeDeadRuns();
  const tag = `${PREFIX}${process.pid}`;
  const subnet = `10.${200 + (process.pid % 50)}.${Math.floor(process.pid / 50) % 250}`;
  const bridge = `${tag}b`;
  const gateway = `${subnet}.1`;
  const hosts: Host[] = hostNames.map((name, index) => ({
    name,
    namespace: `${tag}${name}`,
    address: `${subnet}.${11 + index}`,
    link: `${tag}h${index + 1}`,
  }));
  let removed = false;
  const remove = async () => {
    if (removed) return;
    removed = true;
    for (const host of hosts) await ip('netns', 'delete', host.namespace).catch(() => undefined);
    await ip('link', 'delete', bridge).catch(() => undefined);
  };
  try {
    await ip('link', 'add', bridge, 'type', 'bridge');
    await ip('addr', 'add', `${gateway}/24`, 'dev', bridge);
    await ip('link', 'set', bridge, 'up');
    for (const host of hosts) {
      const inner = `${host.link}i`;
      await ip('netns', 'add', host.namespace);
      await ip('link', 'add', host.link, 'type', 'veth', 'peer', 'name', inner);
      await ip('link', 'set', inner, 'netns', host.namespace);
      await ip('-n', host.namespace, 'link', 'set', inner, 'name', 'eth0');
      await ip('-n', host.namespace, 'addr', 'add', `${host.address}/24`, 'dev', 'eth0');
      await ip('-n', host.namespace, 'link', 'set', 'eth0', 'up');
      await ip('-n', host.namespace, 'link', 'set', 'lo', 'up');
      await ip('-n', host.namespace, 'route', 'add', 'default', 'via', gateway);
      await ip('link', 'set', host.link, 'master', bridge);
      await ip('link', 'set', host.link, 'up');
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    gateway,
    hosts,
    cut: async (host) => {
      await ip('link', 'set', host.link, 'down');
    },
    heal: async (host) => {
      await ip('link', 'set', host.link, 'up');
    },
    remove,
  };
}
