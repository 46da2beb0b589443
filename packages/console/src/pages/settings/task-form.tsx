import { Button, Flex, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddItemButton, ListItemCard, SettingSection } from './setting-form-parts';
import { SettingForm, useSettingEditor } from './setting-form';
import { trimmedText, useSettingRules } from './setting-rules';
import type { TTaskLevelSetting, TTaskSettings } from '@meridian/protocol';

/** The server's bounds (task-settings.ts). */
const MAX_TASKS_PER_DAY = 1000;
const MAX_GRAB_INTERVAL_SECONDS = 86_400;
/** Direct inviter, their inviter, the next: three uplines at most. */
const REFERRAL_DEPTH = 3;

/** A level being written: InputNumber holds null until a number is typed. */
type LevelFields = { [K in keyof TTaskLevelSetting]: TTaskLevelSetting[K] | null };

interface TaskFields {
  levels: LevelFields[];
  grabIntervalSeconds: number | null;
  referralPercents: string[];
}

const toFields = (value: TTaskSettings): TaskFields => ({ levels: value.levels.map((level) => ({ ...level })), grabIntervalSeconds: value.grabIntervalSeconds, referralPercents: [...value.referralPercents] });

/** Only called once every field has passed its rules: the nulls are gone by then. */
const whole = (value: number | null): number => value ?? 0;

const toValue = (fields: TaskFields): TTaskSettings => ({
  levels: fields.levels.map((level) => ({
    level: whole(level.level),
    name: trimmedText(level.name),
    completedTasksNeeded: whole(level.completedTasksNeeded),
    tasksPerDay: whole(level.tasksPerDay),
    commissionPercent: trimmedText(level.commissionPercent),
  })),
  grabIntervalSeconds: whole(fields.grabIntervalSeconds),
  referralPercents: fields.referralPercents.map(trimmedText),
});

/**
 * Goods-order tasks: the member levels (reached by paid orders alone, never by deposits), each with
 * its tasks per day and commission; the wait between two grabs; what the uplines earn.
 */
export function TaskForm() {
  const { t } = useTranslation();
  const rules = useSettingRules();
  const editor = useSettingEditor('task', toFields);

  const levelsRules = [
    {
      validator: (_rule: unknown, levels: LevelFields[] | undefined) => {
        const list = levels ?? [];
        if (list.length === 0) return Promise.reject(new Error(t('settings.task.noLevel')));
        const numbers = list.map((level) => level.level).filter((level) => level !== null);
        if (new Set(numbers).size !== numbers.length) return Promise.reject(new Error(t('settings.task.levelTwice')));
        if (!list.some((level) => level.completedTasksNeeded === 0)) return Promise.reject(new Error(t('settings.task.noStartingLevel')));
        return Promise.resolve();
      },
    },
  ];

  return (
    <SettingForm editor={editor} name="task" toValue={toValue}>
      <SettingSection title={t('settings.task.levels')} hint={t('settings.task.levelsHint')}>
        <Form.List name="levels" rules={levelsRules}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <ListItemCard key={field.key} noun={t('settings.task.level')} index={index} codePath={['levels', field.name, 'name']} onRemove={() => { remove(field.name); }}>
                  <Form.Item name={[field.name, 'level']} label={t('settings.task.levelNumber')} rules={rules.whole(1)} style={{ width: 110 }}>
                    <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']} label={t('settings.task.name')} rules={rules.text(40)} style={{ width: 160 }}>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'completedTasksNeeded']} label={t('settings.task.completedTasksNeeded')} rules={rules.whole(0)} style={{ width: 200 }}>
                    <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'tasksPerDay']} label={t('settings.task.tasksPerDay')} rules={rules.whole(0, MAX_TASKS_PER_DAY)} style={{ width: 140 }}>
                    <InputNumber min={0} max={MAX_TASKS_PER_DAY} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'commissionPercent']} label={t('settings.task.commissionPercent')} rules={rules.percent({ atMost100: true })} style={{ width: 200 }}>
                    <Input inputMode="decimal" />
                  </Form.Item>
                </ListItemCard>
              ))}
              <Form.ErrorList errors={errors} />
              <AddItemButton
                onAdd={() => {
                  const levels = (editor.form.getFieldValue('levels') as LevelFields[] | undefined) ?? [];
                  const next = Math.max(0, ...levels.map((level) => level.level ?? 0)) + 1;
                  add({ level: next, name: `VIP${next}`, completedTasksNeeded: null, tasksPerDay: null, commissionPercent: '' });
                }}
              >
                {t('settings.task.addLevel')}
              </AddItemButton>
            </>
          )}
        </Form.List>
      </SettingSection>
      <SettingSection title={t('settings.task.grabbing')}>
        <Form.Item name="grabIntervalSeconds" label={t('settings.task.grabIntervalSeconds')} extra={t('settings.task.grabIntervalSecondsHint')} rules={rules.whole(0, MAX_GRAB_INTERVAL_SECONDS)}>
          <InputNumber min={0} max={MAX_GRAB_INTERVAL_SECONDS} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </SettingSection>
      <SettingSection title={t('settings.task.referral')} hint={t('settings.task.referralHint')}>
        <Form.List name="referralPercents">
          {(fields, { add, remove }) => (
            <>
              <Flex wrap gap="0 16px" align="flex-end">
                {fields.map((field, index) => (
                  <Form.Item key={field.key} name={field.name} label={t(`settings.task.uplines.${index === 0 ? 'first' : index === 1 ? 'second' : 'third'}`)} rules={rules.percent({ atMost100: true })} style={{ width: 200 }}>
                    <Input inputMode="decimal" />
                  </Form.Item>
                ))}
                {fields.length === 0 ? null : (
                  <Form.Item>
                    <Button danger onClick={() => { remove(fields.length - 1); }}>
                      {t('settings.task.removeUpline')}
                    </Button>
                  </Form.Item>
                )}
              </Flex>
              <AddItemButton onAdd={() => { add(''); }} disabled={fields.length >= REFERRAL_DEPTH}>
                {t('settings.task.addUpline')}
              </AddItemButton>
            </>
          )}
        </Form.List>
      </SettingSection>
    </SettingForm>
  );
}
