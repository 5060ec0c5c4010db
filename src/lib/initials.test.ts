import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Maya Manager')).toBe('MM');
    expect(initialsOf('Ines de la Interact')).toBe('II');
    expect(initialsOf('  vic  ')).toBe('V');
  });

  it('keeps whole emoji and falls back to ?', () => {
    expect(initialsOf('😀 Smile')).toBe('😀S');
    expect(initialsOf('')).toBe('?');
  });
});
