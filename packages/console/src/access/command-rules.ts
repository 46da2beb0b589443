import { isMenuGroup, isScreen, SCREENS, type ScreenCommands } from '../app/screen-table';
import type { AdminRouteName as OperatorCommandName } from '@meridian/protocol';

/**
 * The operator command each action of each screen runs, by screen (app/screen-table.tsx, where
 * each screen names its own). The server refuses whatever a role may not do anyway; this only hides it.
 */
const COMMAND_RULES: ReadonlyMap<string, ScreenCommands> = new Map(SCREENS.filter(isScreen).map((screen) => [screen.name, screen.commands]));

/**
 * The sider's groups and their screens: a group is shown when the role may list one of its
 * screens, so a finance operator never opens an empty "Content" menu.
 */
const MENU_GROUPS: ReadonlyMap<string, readonly string[]> = new Map(
  SCREENS.filter(isMenuGroup).map(({ group }) => [group, SCREENS.filter(isScreen).filter((screen) => screen.parent === group).map((screen) => screen.name)]),
);

/** The command an action needs, `null` for none, `undefined` when the console knows no such action. */
export function commandFor(resource: string, action: string): OperatorCommandName | null | undefined {
  const actions = COMMAND_RULES.get(resource);
  return actions !== undefined && Object.hasOwn(actions, action) ? actions[action] : undefined;
}

/**
 * Whether a role with these commands may do the action; unknown actions are refused. With a
 * `detail` (a setting's key), the role needs `<command>:<detail>` (docs/console-api.md).
 */
export function mayDo(allowed: readonly string[], resource: string, action: string, detail?: string): boolean {
  const members = MENU_GROUPS.get(resource);
  if (members !== undefined) return action === 'list' && members.some((member) => mayDo(allowed, member, 'list'));
  const command = commandFor(resource, action);
  if (command === undefined) return false;
  if (command === null) return true;
  return allowed.includes(detail === undefined ? command : `${command}:${detail}`);
}
