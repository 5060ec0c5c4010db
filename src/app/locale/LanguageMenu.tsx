import { Check, Globe } from 'lucide';
import { Icon } from '@/components/Icon';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { t } from '@/lib/i18n/translate';
import { chooseLocale, useLocale } from '@/lib/i18n/locale-store';
import { LANGUAGES, parseLocaleChoice, type LocaleChoice } from '@/lib/i18n/locales';
// The header's menus look alike: the theme menu's styles.
import styles from '../theme/ThemeMenu.module.css';

/** The language's own name ("Deutsch"), or "System" with what it resolved to. */
function choiceLabel(choice: LocaleChoice): string {
  return (
    LANGUAGES.find((language) => language.value === choice)?.label ?? t('locale.system', 'System')
  );
}

/** The header's language menu (its own chunk): System, English, Deutsch; dates follow. */
export function LanguageMenu() {
  const { choice, resolved } = useLocale();
  const code = resolved.language.toUpperCase();
  const label = choiceLabel(choice);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.trigger}
        aria-label={t('locale.trigger', 'Language: {label}, {code}', { label, code })}
      >
        <Icon icon={Globe} /> {code}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          <DropdownMenu.Label className={styles.heading}>
            {t('locale.heading', 'Language')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={choice}
            onValueChange={(value) => void chooseLocale(parseLocaleChoice(value))}
          >
            {[{ value: 'system', label: t('locale.system', 'System') }, ...LANGUAGES].map(
              (entry) => (
                <DropdownMenu.RadioItem
                  key={entry.value}
                  value={entry.value}
                  className={styles.item}
                  lang={entry.value === 'system' ? undefined : entry.value}
                >
                  <span className={styles.check} aria-hidden="true">
                    <DropdownMenu.ItemIndicator>
                      <Icon icon={Check} />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  {entry.label}
                </DropdownMenu.RadioItem>
              ),
            )}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
