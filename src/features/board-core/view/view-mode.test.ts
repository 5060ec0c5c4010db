// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  parseViewMode,
  preferredViewMode,
  readRememberedViewMode,
  rememberViewMode,
  resolveViewMode,
} from './view-mode';

const notification = {
  notification_mode: 'all' as const,
  is_notified_through_app: true,
  is_notified_through_email: false,
};

describe('view mode', () => {
  afterEach(() => window.localStorage.clear());

  it('prefers the URL, then what this device remembers, then the board preference', () => {
    expect(resolveViewMode({ fromUrl: 'list', remembered: 'kanban', preferred: 'kanban' })).toBe(
      'list',
    );
    expect(resolveViewMode({ fromUrl: null, remembered: 'list', preferred: 'kanban' })).toBe(
      'list',
    );
    expect(resolveViewMode({ fromUrl: null, remembered: null, preferred: 'list' })).toBe('list');
    expect(resolveViewMode({ fromUrl: 'kanban', remembered: 'list', preferred: 'list' })).toBe(
      'kanban',
    );
  });

  it('reads only known values from the URL', () => {
    expect(parseViewMode('list')).toBe('list');
    expect(parseViewMode('kanban')).toBe('kanban');
    expect(parseViewMode('grid')).toBeNull();
    expect(parseViewMode(null)).toBeNull();
  });

  it("takes the board's preferences.view_mode as the default, kanban without one", () => {
    expect(preferredViewMode({ view_mode: 'view_list', notification })).toBe('list');
    expect(preferredViewMode({ view_mode: 'view_kanban', notification })).toBe('kanban');
    expect(preferredViewMode({ view_mode: null, notification })).toBe('kanban');
  });

  it('remembers the mode per board', () => {
    rememberViewMode(1, 'list');
    expect(readRememberedViewMode(1)).toBe('list');
    expect(readRememberedViewMode(2)).toBeNull();
  });
});
