import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { THEME_CHOICES, parseThemeChoice, type ThemeChoice } from './theme-choice';
import { chooseTheme, useAppliedTheme, useThemeChoice } from './theme-store';
import styles from './ThemeMenu.module.css';

const ICONS: Record<ThemeChoice, string> = { light: '☀', dark: '☾', system: '◐' };

/** The header's theme menu (its own chunk): Light, Dark or System, the current one checked. */
export function ThemeMenu() {
  useAppliedTheme();
  const choice = useThemeChoice();
  const label = THEME_CHOICES.find((entry) => entry.value === choice)?.label ?? 'System';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={`Theme: ${label}`}>
        <span aria-hidden="true">{ICONS[choice]}</span> {label}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          <DropdownMenu.Label className={styles.heading}>Theme</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={choice}
            onValueChange={(value) => chooseTheme(parseThemeChoice(value))}
          >
            {THEME_CHOICES.map((entry) => (
              <DropdownMenu.RadioItem key={entry.value} value={entry.value} className={styles.item}>
                <span className={styles.check} aria-hidden="true">
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </span>
                {entry.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
