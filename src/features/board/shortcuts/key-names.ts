import { t } from '@/lib/i18n/translate';

/** A key as the reader's keyboard labels it ("Strg", "Umschalt" in German); others as they are. */
export function keyName(key: string): string {
  switch (key) {
    case 'Ctrl':
      return t('key.ctrl', 'Ctrl');
    case 'Shift':
      return t('key.shift', 'Shift');
    case 'Space':
      return t('key.space', 'Space');
    case 'Enter':
      return t('key.enter', 'Enter');
    case 'Delete':
      return t('key.delete', 'Delete');
    case 'Backspace':
      return t('key.backspace', 'Backspace');
    case 'Click':
      return t('key.click', 'Click');
    default:
      return key;
  }
}
