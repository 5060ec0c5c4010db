import * as Popover from '@radix-ui/react-popover';
import { ChevronDown } from 'lucide';
import { useId, useState } from 'react';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { TextField } from '@/components/TextField';
import { BOARD_EMOJI } from './board-emoji';
import styles from './IconPicker.module.css';
import settings from '../shared/Settings.module.css';
import { t } from '@/lib/i18n/translate';

interface IconPickerProps {
  value: string;
  onChange: (icon: string) => void;
  error: string | null | undefined;
}

/**
 * The board's icon: a button showing it that opens a grid of common emoji (one press picks and
 * closes) and a field for any other; "Remove icon" clears it. The choice is part of the Details
 * form and saved with it.
 */
export function IconPicker({ value, onChange, error }: IconPickerProps) {
  const [open, setOpen] = useState(false);
  const ids = useId();
  const current = value.trim();
  return (
    <div className={settings.field}>
      <span id={`${ids}-label`} className={settings.label}>
        {t('settings.details.icon', 'Icon')}
      </span>
      <div className={styles.row}>
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            className={styles.trigger}
            aria-labelledby={`${ids}-label ${ids}-value`}
            aria-describedby={error && !open ? `${ids}-error` : undefined}
            aria-invalid={error ? true : undefined}
          >
            <span id={`${ids}-value`} className={current ? styles.emoji : styles.none}>
              {current || t('settings.details.noIcon', 'No icon')}
            </span>
            <Icon icon={ChevronDown} />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className={styles.content}
              aria-label={t('settings.details.iconPicker', 'Choose the board icon')}
              align="start"
              sideOffset={4}
              collisionPadding={8}
            >
              <div
                role="group"
                aria-label={t('settings.details.commonEmoji', 'Common emoji')}
                className={styles.grid}
              >
                {BOARD_EMOJI.map((emoji) => (
                  <button
                    key={emoji}
                    type="button"
                    className={styles.choice}
                    aria-pressed={emoji === current}
                    onClick={() => {
                      onChange(emoji);
                      setOpen(false);
                    }}
                  >
                    {emoji}
                  </button>
                ))}
              </div>
              <TextField
                label={t('settings.details.otherEmoji', 'Or type any emoji')}
                value={value}
                error={error}
                onChange={(event) => onChange(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    setOpen(false);
                  }
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        {current ? (
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            {t('settings.details.removeIcon', 'Remove icon')}
          </Button>
        ) : null}
      </div>
      {/* While the picker is open its field shows the error: announced once. */}
      {error && !open ? (
        <p id={`${ids}-error`} className={settings.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
