import { Check, Moon, Sun, SunMoon, type IconNode } from 'lucide';
import { Icon } from '@/components/Icon';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { THEME_CHOICES, parseThemeChoice, type ThemeChoice } from './theme-choice';
import { chooseTheme, useAppliedTheme, useThemeChoice } from './theme-store';
import styles from './ThemeMenu.module.css';
import { t } from '@/lib/i18n/translate';

const ICONS: Record<ThemeChoice, IconNode> = { light: Sun, dark: Moon, system: SunMoon };

const LABELS: Record<ThemeChoice, () => string> = {
  light: () => t('theme.light', 'Light'),
  dark: () => t('theme.dark', 'Dark'),
  system: () => t('locale.system', 'System'),
};

/** The header's theme menu (its own chunk): Light, Dark or System, the current one checked. */
export function ThemeMenu() {
  useAppliedTheme();
  const choice = useThemeChoice();
  const label = LABELS[choice]();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.trigger}
        aria-label={t('theme.trigger', 'Theme: {label}', { label })}
      >
        <Icon icon={ICONS[choice]} /> <span className={styles.label}>{label}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          <DropdownMenu.Label className={styles.heading}>
            {t('theme.heading', 'Theme')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={choice}
            onValueChange={(value) => chooseTheme(parseThemeChoice(value))}
          >
            {THEME_CHOICES.map((entry) => (
              <DropdownMenu.RadioItem key={entry.value} value={entry.value} className={styles.item}>
                <span className={styles.check} aria-hidden="true">
                  <DropdownMenu.ItemIndicator>
                    <Icon icon={Check} />
                  </DropdownMenu.ItemIndicator>
                </span>
                {LABELS[entry.value]()}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
