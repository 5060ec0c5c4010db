import { afterEach, describe, expect, it } from 'vitest';
import de from '@/lib/i18n/catalogues/de';
import { setActiveCatalogue } from '@/lib/i18n/translate';
import { keyName } from './key-names';

describe('key names in the shortcut sheet', () => {
  afterEach(() => setActiveCatalogue('en', null));

  it('labels modifier and named keys as the reader’s keyboard does; letters and arrows stay', () => {
    expect(['Ctrl', 'Shift', 'Delete', 'x', '↓'].map(keyName)).toEqual([
      'Ctrl',
      'Shift',
      'Delete',
      'x',
      '↓',
    ]);
    setActiveCatalogue('de', de);
    expect(['Ctrl', 'Shift', 'Delete', 'Space', 'x', '↓'].map(keyName)).toEqual([
      'Strg',
      'Umschalt',
      'Entf',
      'Leertaste',
      'x',
      '↓',
    ]);
  });
});
