import { Redis } from 'ioredis';

/**
 * Removes every key under `prefix` (REDIS_KEY_PREFIX): what a test run or a benchmark kept in a
 * Redis that outlives it. SCAN in pages rather than KEYS, so a shared Redis is never blocked.
 */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
