import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ZAppSettings } from './app-settings.js';
import { ZContractSettings } from './contract-settings.js';
import { ZCustomerServiceSettings } from './customer-service-settings.js';
import { ZInterestSettings } from './interest-settings.js';
import { ZTaskSettings } from './task-settings.js';

const messagesOf = (result: { error?: z.core.$ZodError }) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the settings as the server checks them and the console edits them', () => {
  it('refuses a contract duration whose maximum is below its minimum, and one offered twice', () => {
    const option = { seconds: 30, yieldPercent: '80', minAmount: '100', maxAmount: '99.99' };
    expect(messagesOf(ZContractSettings.safeParse({ options: [option], allnames: null }))).toEqual(['options.0.maxAmount: the maximum must not be below the minimum']);
    const fine = { ...option, maxAmount: '100' };
    expect(messagesOf(ZContractSettings.safeParse({ options: [fine, fine], allnames: null }))).toEqual(['options: each duration once']);
  });

  it('reads amounts and percentages as decimal text only, compared exactly', () => {
    const terms = { minAmount: '100', dailyRatePercent: '0.5', holdDays: 7, handlingPercent: '2' };
    expect(ZInterestSettings.safeParse(terms).success).toBe(true);
    expect(messagesOf(ZInterestSettings.safeParse({ ...terms, handlingPercent: '100' }))).toEqual(['handlingPercent: the handling charge must be at least 0 and below 100 %']);
    expect(messagesOf(ZInterestSettings.safeParse({ ...terms, minAmount: '0' }))).toEqual(['minAmount: must be above 0']);
    expect(messagesOf(ZInterestSettings.safeParse({ ...terms, minAmount: '1e3' }))).toEqual(['minAmount: an amount such as 100 or 99.50']);
  });

  it('stores a theme colour as #rrggbb and refuses what is not one, by its catalog key', () => {
    const app = { version: '1.0.0', recordTabEnabled: false, appDownloadUrl: '' };
    expect(ZAppSettings.parse({ ...app, themeColor: 'rgb(22, 119, 255)' }).themeColor).toBe('#1677ff');
    expect(messagesOf(ZAppSettings.safeParse({ ...app, themeColor: 'blue-ish' }))).toEqual(['themeColor: setting.themeColor']);
  });

  it('reads a support desk stored before it had a schedule with the demo hours, and a plain text as English', () => {
    const read = ZCustomerServiceSettings.parse({ channels: [{ kind: 'email', label: 'Email', value: 'a@b.c' }], workingHours: '9 to 5' });
    expect(read.schedule).toMatchObject({ opens: '09:00', closes: '21:00' });
    expect(read.channels[0]?.label).toEqual({ 'en-US': 'Email' });
  });

  it('needs a task level that no completed task is needed for', () => {
    const level = { level: 1, name: 'VIP1', completedTasksNeeded: 3, tasksPerDay: 5, commissionPercent: '0.5' };
    expect(messagesOf(ZTaskSettings.safeParse({ levels: [level], grabIntervalSeconds: 30, referralPercents: [] }))).toEqual(['levels: one level must need no completed tasks']);
  });
});
