import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { fillIn, formErrors, nth, operatorUser, valuesOf } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import type { TTaskSettings } from '@meridian/protocol';
import { TaskForm } from './task-form';

const TASK: TTaskSettings = {
  levels: [
    { level: 1, name: 'VIP1', completedTasksNeeded: 0, tasksPerDay: 5, commissionPercent: '0.5' },
    { level: 2, name: 'VIP2', completedTasksNeeded: 20, tasksPerDay: 8, commissionPercent: '0.7' },
    { level: 3, name: 'VIP3', completedTasksNeeded: 60, tasksPerDay: 12, commissionPercent: '0.9' },
  ],
  grabIntervalSeconds: 30,
  referralPercents: ['10', '5', '2'],
};

afterEach(closeComponent);

const user = operatorUser();
/** Each level's card has the same fields: the `level`th's (from 0) by its label. */
const levelField = (label: string, level: number) => nth(screen.getAllByLabelText(label), level);
const LEVEL_FIELDS = ['Level number', 'Name', 'Paid orders needed', 'Tasks a day', 'Commission (% of the price)'];
const UPLINES = ['Direct inviter (%)', 'Their inviter (%)', 'Third upline (%)'];

async function openForm(): Promise<void> {
  renderInConsole(<TaskForm />);
  // Loaded, and open to this role (the access check answers on its own time).
  await waitFor(() => {
    expect(levelField('Name', 2)).toHaveValue('VIP3');
    expect(levelField('Name', 2)).toBeEnabled();
  });
}

/** Saves, and answers the refusals the form shows instead of sending anything. */
async function saveRefused(calls: Parameters<typeof savesOf>[0]): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => {
    expect(formErrors()).not.toEqual([]);
  });
  expect(savesOf(calls, 'task')).toEqual([]);
  return formErrors();
}

describe('the task settings form', () => {
  it('shows each level, the grab interval and the referral percents as stored', async () => {
    stubSettingsApi({ settings: { task: TASK } });
    await openForm();
    expect([0, 1, 2].map((level) => valuesOf(LEVEL_FIELDS.map((label) => levelField(label, level))))).toEqual([
      ['1', 'VIP1', '0', '5', '0.5'],
      ['2', 'VIP2', '20', '8', '0.7'],
      ['3', 'VIP3', '60', '12', '0.9'],
    ]);
    expect(screen.getByLabelText('Seconds between two grabs')).toHaveValue('30');
    expect(valuesOf(UPLINES.map((label) => screen.getByLabelText(label)))).toEqual(['10', '5', '2']);
  });

  it('saves the whole setting with a changed commission, a level removed, a new grab interval and one upline fewer', async () => {
    const calls = stubSettingsApi({ settings: { task: TASK } });
    await openForm();
    await fillIn(levelField('Commission (% of the price)', 1), ' 0.75 ');
    await user.click(screen.getByRole('button', { name: 'Remove Level 3 · VIP3' }));
    await fillIn(screen.getByLabelText('Seconds between two grabs'), '45');
    await user.click(screen.getByRole('button', { name: 'Remove the last upline' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'task')).toHaveLength(1);
    });
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
    await user.click(screen.getByRole('button', { name: /Add a level/ }));
    await waitFor(() => {
      expect(screen.getAllByLabelText('Name')).toHaveLength(4);
    });
    expect(valuesOf([levelField('Level number', 3), levelField('Name', 3)])).toEqual(['4', 'VIP4']);
    await fillIn(levelField('Paid orders needed', 3), '150');
    await fillIn(levelField('Tasks a day', 3), '16');
    await fillIn(levelField('Commission (% of the price)', 3), '1.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'task')).toHaveLength(1);
    });
    expect(savesOf(calls, 'task')).toEqual([{ value: { ...TASK, levels: [...TASK.levels, { level: 4, name: 'VIP4', completedTasksNeeded: 150, tasksPerDay: 16, commissionPercent: '1.1' }] } }]);
  });

  it('refuses a commission above 100 % or not a number, before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { task: TASK } });
    await openForm();
    await fillIn(levelField('Commission (% of the price)', 0), '100.5');
    await fillIn(screen.getByLabelText('Their inviter (%)'), 'five');
    expect(await saveRefused(calls)).toEqual(['At most 100 %.', 'A percentage such as 85 or 1.25.']);
  });

  it('refuses levels that share a number, or that leave new members no level to start at', async () => {
    const calls = stubSettingsApi({ settings: { task: TASK } });
    await openForm();
    const noStart = 'One level must need no paid orders: new members start there.';
    await fillIn(levelField('Paid orders needed', 0), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The list's own refusal, under the levels rather than at a field.
    expect(await screen.findByText(noStart)).toBeInTheDocument();
    expect(savesOf(calls, 'task')).toEqual([]);
    await fillIn(levelField('Paid orders needed', 0), '0');
    await fillIn(levelField('Level number', 2), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each level number may be used once.')).toBeInTheDocument();
    expect(screen.queryByText(noStart)).not.toBeInTheDocument();
    expect(savesOf(calls, 'task')).toEqual([]);
  });
});
