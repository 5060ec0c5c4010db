import { ArrowDown, ArrowUp } from 'lucide';
import { Icon } from '@/components/Icon';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { LIMITS } from '@/domain/limits';
import styles from '../shared/Settings.module.css';
import type { ConfigEditorProps } from './config-editor-props';
import { newOption, type OptionDraft } from './custom-field-draft';
import local from './CustomFields.module.css';
import { t } from '@/lib/i18n/translate';

function moved(options: OptionDraft[], from: number, to: number): OptionDraft[] {
  const next = [...options];
  const [option] = next.splice(from, 1);
  if (option) next.splice(to, 0, option);
  return next;
}

/** Select: 1..100 options, each a unique label (1-60) and a color; added, reordered, removed. */
export function SelectOptionsEditor({ draft, change, errorAt }: ConfigEditorProps) {
  const { options } = draft;
  const { max } = LIMITS.selectOptions;
  const setOptions = (update: (options: OptionDraft[]) => OptionDraft[]) =>
    change((d) => ({ ...d, options: update(d.options) }), 'config.options');
  const listError = errorAt('config.options');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('settings.fields.options', 'Options')}</legend>
      <ol className={local.options} aria-label={t('settings.fields.options', 'Options')}>
        {options.map((option, index) => {
          const n = index + 1;
          const at = `config.options.${index}`;
          return (
            <li key={option.key} className={local.optionRow}>
              <TextField
                label={t('settings.fields.optionLabel', 'Option {n} label', { n })}
                value={option.label}
                onChange={(event) => {
                  const label = event.target.value;
                  setOptions((list) =>
                    list.map((o) => (o.key === option.key ? { ...o, label } : o)),
                  );
                }}
                error={errorAt(`${at}.label`) ?? errorAt(at)}
              />
              <label className={local.color}>
                Option {n} color
                <input
                  type="color"
                  value={option.color}
                  onChange={(event) => {
                    const color = event.target.value.toLowerCase();
                    setOptions((list) =>
                      list.map((o) => (o.key === option.key ? { ...o, color } : o)),
                    );
                  }}
                />
              </label>
              {errorAt(`${at}.color`) ? (
                <p className={styles.error} role="alert">
                  {errorAt(`${at}.color`)}
                </p>
              ) : null}
              <div className={local.optionActions}>
                <Button
                  size="sm"
                  aria-label={t('settings.fields.optionUp', 'Move option {n} up', { n })}
                  disabled={index === 0}
                  onClick={() => setOptions((list) => moved(list, index, index - 1))}
                >
                  <Icon icon={ArrowUp} />
                </Button>
                <Button
                  size="sm"
                  aria-label={t('settings.fields.optionDown', 'Move option {n} down', { n })}
                  disabled={index === options.length - 1}
                  onClick={() => setOptions((list) => moved(list, index, index + 1))}
                >
                  <Icon icon={ArrowDown} />
                </Button>
                <Button
                  size="sm"
                  aria-label={t('settings.fields.optionRemove', 'Remove option {n}', { n })}
                  disabled={options.length <= LIMITS.selectOptions.min}
                  onClick={() => setOptions((list) => list.filter((o) => o.key !== option.key))}
                >
                  {t('settings.members.remove', 'Remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        size="sm"
        disabled={options.length >= max}
        onClick={() => setOptions((list) => [...list, newOption(list.length)])}
      >
        {t('settings.fields.optionAdd', 'Add option')}
      </Button>
      <p className={styles.hint}>
        {options.length}/{max} options
      </p>
    </fieldset>
  );
}
