import { describe, expect, it } from 'vitest';
import { PROFILE_ICON_COUNT } from '@croupier/domain';
import { PROFILE_ICON_IDS } from './profile-icons';

describe('profile icons', () => {
  it('draw one avatar for every icon id the contract allows', () => {
    expect(PROFILE_ICON_IDS).toHaveLength(PROFILE_ICON_COUNT);
  });
});
