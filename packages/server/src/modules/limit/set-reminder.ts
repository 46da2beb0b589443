import { API, ZSetReminderRequest } from '@meridian/protocol';
import { limitChangeCall } from './apply-limit-change.js';
import { changeSetting } from './limit-change.js';

/** The session reminder: more often at once; less often or off after 24 hours, like a limit. */
export const setReminderCall = limitChangeCall({
  path: API.limit.setReminder,
  request: ZSetReminderRequest,
  change: (state, now, input) => ({ ...state, reminderMinutes: changeSetting(state.reminderMinutes, input.minutes, now) }),
});
