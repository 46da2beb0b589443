import '@ant-design/v5-patch-for-react-19';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { buttonLabelled, buttonNamed, fieldWithId, formErrors, press, typeInto } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { settle, waitFor } from '../../testing/test-env';
import type { TaskSettings } from './setting-types';
import { TaskForm } from './task-form';

const TASK: TaskSettings = {
  levels: [
    { level: 1, name: 'VIP1', completedTasksNeeded: 0, tasksPerDay: 5, commissionPercent: '0.5' },
    { level: 2, name: 'VIP2', completedTasksNeeded: 20, tasksPerDay: 8, commissionPercent: '0.7' },
    { level: 3, name: 'VIP3', completedTasksNeeded: 60, tasksPerDay: 12, commissionPercent: '0.9' },
  ],
  grabIntervalSeconds: 30,
  referralPercents: ['10', '5', '2'],
};

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeComponent);

const field = (path: string) => fieldWithId(`task_${path}`);

async function openForm(): Promise<void> {
  renderInConsole(<TaskForm />);
  await waitFor(() => document.getElementById('task_levels_2_name') !== null && field('levels_2_name').value === 'VIP3' && !field('levels_2_name').disabled, 'the stored levels');
}

async function saveRefused(calls: Parameters<typeof savesOf>[0]): Promise<string[]> {
  press(buttonNamed('Save'));
  await waitFor(() => formErrors().length > 0, 'the refusal');
  await settle(100);
  expect(savesOf(calls, 'task')).toEqual([]);
  return formErrors();
}

describe('the task settings form', () => {
  it('shows each level, the grab interval and the referral percents as stored', async () => {
    stubSettingsApi({ settings: { task: TASK } });
    await openForm();
    expect(['0', '1', '2'].map((index) => [field(`levels_${index}_level`).value, field(`levels_${index}_name`).value, field(`levels_${index}_completedTasksNeeded`).value, field(`levels_${index}_tasksPerDay`).value, field(`levels_${index}_commissionPercent`).value])).toEqual([
      ['1', 'VIP1', '0', '5', '0.5'],
      ['2', 'VIP2', '20', '8', '0.7'],
      ['3', 'VIP3', '60', '12', '0.9'],
    ]);
    expect(field('grabIntervalSeconds').value).toBe('30');
    expect([0, 1, 2].map((index) => field(`referralPercents_${index}`).value)).toEqual(['10', '5', '2']);
  });

  it('saves the whole setting with a changed commission, a level removed, a new grab interval and one upline fewer', async () => {
    const calls = stubSettingsApi({ settings: { task: TASK } });
    await openForm();
    typeInto(field('levels_1_commissionPercent'), ' 0.75 ');
    press(buttonLabelled('Remove Level 3 · VIP3'));
    typeInto(field('grabIntervalSeconds'), '45');
    press(buttonNamed('Remove the last upline'));
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'task').length === 1, 'the save');
    expect(savesOf(calls, 'task')).toEqual([
      {
        value: {
          levels: [
            { level: 1, name: 'VIP1', completedTasksNeeded: 0, tasksPerDay: 5, commissionPercent: '0.5' },
            { level: 2, name: 'VIP2', completedTasksNeeded: 20, tasksPerDay: 8, commissionPercent: '0.75' },
          ],
          grabIntervalSeconds: 45,
          referralPercents: ['10', '5'],
        },
      },
    ]);
  });

  it('adds a level with the next number once its figures are filled in', async () => {
    const calls = stubSettingsApi({ settings: { task: TASK } });
    await openForm();
    press(buttonNamed('Add a level'));
    await waitFor(() => document.getElementById('task_levels_3_name') !== null, 'the new level');
    expect([field('levels_3_level').value, field('levels_3_name').value]).toEqual(['4', 'VIP4']);
    typeInto(field('levels_3_completedTasksNeeded'), '150');
    typeInto(field('levels_3_tasksPerDay'), '16');
    typeInto(field('levels_3_commissionPercent'), '1.1');
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'task').length === 1, 'the save');
    expect(savesOf(calls, 'task')).toEqual([{ value: { ...TASK, levels: [...TASK.levels, { level: 4, name: 'VIP4', completedTasksNeeded: 150, tasksPerDay: 16, commissionPercent: '1.1' }] } }]);
  });

  it('refuses a commission above 100 % or not a number, before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { task: TASK } });
    await openForm();
    typeInto(field('levels_0_commissionPercent'), '100.5');
    typeInto(field('referralPercents_1'), 'five');
    expect(await saveRefused(calls)).toEqual(['At most 100 %.', 'A percentage such as 85 or 1.25.']);
  });

  it('refuses levels that share a number, or that leave new members no level to start at', async () => {
    const calls = stubSettingsApi({ settings: { task: TASK } });
    await openForm();
    typeInto(field('levels_0_completedTasksNeeded'), '5');
    expect(await saveRefused(calls)).toEqual(['One level must need no paid orders: new members start there.']);
    typeInto(field('levels_0_completedTasksNeeded'), '0');
    typeInto(field('levels_2_level'), '2');
    expect(await saveRefused(calls)).toEqual(['Each level number may be used once.']);
  });
});
