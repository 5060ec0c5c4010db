import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Maya Manager')).toBe('MM');
    expect(initialsOf('Eli de la Editor')).toBe('EE');
    expect(initialsOf('  vic  ')).toBe('V');
  });

  it('never makes two upright strokes, which read as a pause button', () => {
    expect(initialsOf('Ines Interact')).toBe('In');
    expect(initialsOf('ines de la interact')).toBe('In');
  });

  it('keeps whole emoji and falls back to ?', () => {
    expect(initialsOf('😀 Smile')).toBe('😀S');
    expect(initialsOf('')).toBe('?');
  });
});
