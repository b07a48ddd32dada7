import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { showSessionEndedNotice } from './session-ended-notice';

const shown = () => notificationsStore.getState().notifications.map((item) => item.message);

describe('the notice of a session that ended under the user', () => {
  afterEach(() => notifications.clean());

  it('says why when the tracking socket knows, and stays one notice', () => {
    showSessionEndedNotice('ended');
    showSessionEndedNotice('ended');
    expect(shown()).toEqual(['Your session was ended. Please log in again.']);
  });

  it("lets the socket's precise reason replace what a 401 showed first", () => {
    showSessionEndedNotice('unknown');
    expect(shown()).toEqual(['Your session has ended. Please log in again.']);
    showSessionEndedNotice('expired');
    expect(shown()).toEqual(['Your session has expired. Please log in again.']);
  });

  it('keeps the precise reason when a 401 arrives after it', () => {
    showSessionEndedNotice('ended');
    showSessionEndedNotice('unknown');
    expect(shown()).toEqual(['Your session was ended. Please log in again.']);
  });
});
