import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { withCreatedDays } from './day-range';

describe('a search form with a range of days, as a list query', () => {
  it('sends the picked days as createdFrom and createdTo, and the other fields as they are', () => {
    expect(withCreatedDays({ member: 'ann', status: undefined, created: [dayjs('2026-11-20T15:00:00'), dayjs('2026-11-24T09:00:00')] })).toEqual({
      member: 'ann',
      status: undefined,
      createdFrom: '2026-11-20',
      createdTo: '2026-11-24',
    });
  });

  it('leaves an open end out, and sends neither without a range', () => {
    expect(withCreatedDays({ created: [null, dayjs('2026-11-24T09:00:00')] })).toEqual({ createdFrom: undefined, createdTo: '2026-11-24' });
    expect(withCreatedDays({ actor: 'console:ann' })).toEqual({ actor: 'console:ann', createdFrom: undefined, createdTo: undefined });
    expect(withCreatedDays({ created: null })).toEqual({ createdFrom: undefined, createdTo: undefined });
  });
});
