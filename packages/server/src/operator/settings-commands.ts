import { z } from 'zod';
import type { Tx } from '../db/types.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { SETTING_SCHEMAS, type SettingKey, type SettingValue } from '../settings/setting-schemas.js';
import { readSetting, SETTINGS_TTL_MS, writeSetting } from '../settings/settings-store.js';
import type { TContractSecondsSetting } from '../settings/contract-settings.js';
import { ZInterestSettings } from '../settings/interest-settings.js';
import { APPLIES_TO_NEW_ORDERS, hasChanges, ZAmountText, ZPercentText } from './command-fields.js';
import type { CommandOutcome } from './operator-commands.js';

/** Every key SETTING_SCHEMAS knows, so a setting added there is editable here with no change. */
const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as [SettingKey, ...SettingKey[]];
const ZSettingKey = z.enum(SETTING_KEYS, { message: `one of ${SETTING_KEYS.join(', ')}` });
const ZSeconds = z.number().int().positive().max(86_400);

export const ZSettingsCommands = [
  z.strictObject({ name: z.literal('settings-get'), key: ZSettingKey }),
  z.strictObject({ name: z.literal('settings-set'), key: ZSettingKey, value: z.json() }),
  z.strictObject({ name: z.literal('contract-options') }),
  z.strictObject({
    name: z.literal('contract-option-set'),
    seconds: ZSeconds,
    yieldPercent: ZPercentText.optional(),
    minAmount: ZAmountText.optional(),
    maxAmount: ZAmountText.optional(),
  }),
  z.strictObject({ name: z.literal('contract-option-remove'), seconds: ZSeconds }),
  z.strictObject({
    name: z.literal('interest-terms'),
    minAmount: ZAmountText.optional(),
    dailyRatePercent: ZPercentText.optional(),
    holdDays: z.number().int().min(0).max(3650).optional(),
    handlingPercent: ZPercentText.optional(),
  }),
] as const;
export type SettingsCommand = z.infer<(typeof ZSettingsCommands)[number]>;

/** The settings a command changes, which the running server must forget at once; none for a reading. */
export function settingsChangedBy(command: { name: string; key?: unknown }): readonly SettingKey[] {
  if (command.name === 'settings-set') {
    const key = ZSettingKey.safeParse(command.key).data;
    return key === undefined ? [] : [key];
  }
  if (command.name === 'contract-option-set' || command.name === 'contract-option-remove') return ['contract'];
  if (command.name === 'interest-terms') return ['interest'];
  if (command.name === 'maintenance') return ['maintenance'];
  if (command.name === 'channel-name') return ['recharge', 'withdraw'];
  if (command.name === 'support-hours' || command.name === 'support-label') return ['customerService'];
  return [];
}

const WHEN = `${APPLIES_TO_NEW_ORDERS} Running servers use it within ${SETTINGS_TTL_MS / 1000} s.`;

export async function current<K extends SettingKey>(tx: Tx, key: K): Promise<{ value: SettingValue<K>; source: string }> {
  const read = await readSetting(tx, key);
  if (typeof read === 'object') return { value: read.value, source: 'stored' };
  return { value: DEFAULT_SETTINGS[key], source: read === 'missing' ? 'default' : 'default; the stored value is malformed' };
}

function issuesText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');
}

async function saveSetting(tx: Tx, key: SettingKey, value: unknown, done: string): Promise<CommandOutcome> {
  const checked = SETTING_SCHEMAS[key].safeParse(value);
  if (!checked.success) return { ok: false, text: `Setting "${key}" was not changed: ${issuesText(checked.error)}` };
  const before = await current(tx, key);
  await writeSetting(tx, key, checked.data as SettingValue<SettingKey>);
  return { ok: true, text: `${done} ${WHEN}`, data: { key, previous: before.value, value: checked.data } };
}

const optionText = (option: TContractSecondsSetting, currency: string) =>
  `${option.seconds} s  yield ${option.yieldPercent} %  amount ${option.minAmount} – ${option.maxAmount} ${currency}`;

async function listContractOptions(tx: Tx): Promise<CommandOutcome> {
  const [{ value }, company] = await Promise.all([current(tx, 'contract'), current(tx, 'company')]);
  const lines = value.options.map((option) => optionText(option, company.value.currency));
  return { ok: true, text: lines.length === 0 ? 'No contract durations are offered.' : lines.join('\n'), data: { options: value.options } };
}

type OptionSet = Extract<SettingsCommand, { name: 'contract-option-set' }>;

async function setContractOption(tx: Tx, command: OptionSet): Promise<CommandOutcome> {
  const { value } = await current(tx, 'contract');
  const existing = value.options.find((option) => option.seconds === command.seconds);
  const yieldPercent = command.yieldPercent ?? existing?.yieldPercent;
  const minAmount = command.minAmount ?? existing?.minAmount;
  const maxAmount = command.maxAmount ?? existing?.maxAmount;
  if (yieldPercent === undefined || minAmount === undefined || maxAmount === undefined) {
    return { ok: false, text: `There is no ${command.seconds} s option yet: give its yield, minimum and maximum. Nothing was changed.` };
  }
  const option = { seconds: command.seconds, yieldPercent, minAmount, maxAmount };
  const options = [...value.options.filter((other) => other.seconds !== command.seconds), option].sort((a, b) => a.seconds - b.seconds);
  const verb = existing ? 'changed' : 'added';
  return saveSetting(tx, 'contract', { ...value, options }, `Contract option ${command.seconds} s ${verb}: yield ${yieldPercent} %, amount ${minAmount} – ${maxAmount}.`);
}

async function removeContractOption(tx: Tx, seconds: number): Promise<CommandOutcome> {
  const { value } = await current(tx, 'contract');
  const options = value.options.filter((option) => option.seconds !== seconds);
  if (options.length === value.options.length) return { ok: false, text: `There is no ${seconds} s option; nothing was changed.` };
  const left = options.length === 0 ? ' No duration is left: members cannot sign contracts until you add one.' : '';
  return saveSetting(tx, 'contract', { ...value, options }, `Contract option ${seconds} s removed.${left}`);
}

type InterestTerms = Extract<SettingsCommand, { name: 'interest-terms' }>;

async function interestTerms(tx: Tx, command: InterestTerms): Promise<CommandOutcome> {
  const { value } = await current(tx, 'interest');
  const { name: _name, ...changes } = command;
  const describe = (terms: typeof value) =>
    `minimum ${terms.minAmount}, ${terms.dailyRatePercent} % a day, held ${terms.holdDays} days, early extraction charge ${terms.handlingPercent} %`;
  if (!hasChanges(changes)) {
    return { ok: true, text: `Interest wallet: ${describe(value)}.`, data: { terms: value } };
  }
  const next = { ...value, ...changes };
  const checked = ZInterestSettings.safeParse(next);
  if (!checked.success) return { ok: false, text: `The interest terms were not changed: ${issuesText(checked.error)}` };
  return saveSetting(tx, 'interest', checked.data, `Interest wallet terms now: ${describe(checked.data)}.`);
}

export async function runSettingsCommand(tx: Tx, command: SettingsCommand): Promise<CommandOutcome> {
  switch (command.name) {
    case 'settings-get': {
      const { value, source } = await current(tx, command.key);
      return { ok: true, text: `${command.key} (${source}):\n${JSON.stringify(value, null, 2)}`, data: { key: command.key, source, value } };
    }
    case 'settings-set':
      return saveSetting(tx, command.key, command.value, `Setting "${command.key}" saved.`);
    case 'contract-options':
      return listContractOptions(tx);
    case 'contract-option-set':
      return setContractOption(tx, command);
    case 'contract-option-remove':
      return removeContractOption(tx, command.seconds);
    case 'interest-terms':
      return interestTerms(tx, command);
  }
}
