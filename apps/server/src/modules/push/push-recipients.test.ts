import { describe, expect, it } from 'vitest';
import { groupOf } from './push-recipients';

describe('groupOf', () => {
  it('reads the channel and the country of a group id', () => {
    expect(groupOf('all-directline')).toEqual({ channelId: 'directline' });
    expect(groupOf('all-slack-ES')).toEqual({ channelId: 'slack', countryId: 2 });
    expect(groupOf('all-msteams-US')).toEqual({ channelId: 'msteams', countryId: 4 });
  });

  it('knows no group of the Emulator, of an unknown country or of another form', () => {
    for (const id of ['all-emulator', 'all-slack-XX', 'all-slack-es', 'slack', 'all-', ''])
      expect(groupOf(id)).toBeUndefined();
  });
});
