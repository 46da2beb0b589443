import { loadConfig, type Config } from '@meridian/server';

/**
 * The server's configuration for the journeys' in-process servers and their template database.
 *
 * Passwords are hashed at a test cost, as the server's own tests hash them (test/helpers/
 * build-test-app.ts): at OWASP's cost each login, sign-up and password change spent about 0.35 s of
 * a core on scrypt, some 60 times a run, on the 2 cores the browser and the servers share. The
 * journeys are about what a member and an operator see; the cost itself, and that an unknown name
 * costs what a wrong password does, are the server suites' to prove. Production has no such
 * setting: this object is made here, never read from the environment.
 */
export function journeyConfig(env: Record<string, string | undefined>): Config {
  return { ...loadConfig(env), passwordCost: { N: 2 ** 12, r: 8, p: 1 } };
}
