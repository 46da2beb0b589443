import type { AccessControlProvider } from '@refinedev/core';
import { readSession } from '../auth/session-store';
import { mayDo } from './command-rules';

/**
 * refine's access control from the session's `allowed` commands: the sider lists only the
 * resources the role may list, and buttons it may not press are hidden rather than disabled.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const session = await readSession();
    if (session?.stage !== 'ready' || resource === undefined) return { can: false };
    // A setting is its duty's: the session lists `settings-set:<key>` for each the role may change.
    const detail = typeof params?.key === 'string' ? params.key : undefined;
    return { can: mayDo(session.allowed, resource, action, detail) };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
