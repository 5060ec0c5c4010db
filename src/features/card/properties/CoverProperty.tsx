import { useId } from 'react';
import type { CardDetail } from '@/api/types';
import { colorName } from '@/domain/color-names';
import { CARD_COVER_COLORS, type CardCoverColor } from '@/domain/palettes';
import { PropertyRow } from './PropertyRow';
import { useCardFieldSave } from './use-card-field-save';
import styles from './Properties.module.css';
import { t } from '@/lib/i18n/translate';

interface CoverPropertyProps {
  card: CardDetail;
  canEdit: boolean;
}

/** The cover colour: a row of swatches (radios named by the colour), saved on choice. */
export function CoverProperty({ card, canEdit }: CoverPropertyProps) {
  const ids = useId();
  const field = useCardFieldSave(card.board_id, card.id, 'cover_color');
  const choices: (CardCoverColor | null)[] = [null, ...CARD_COVER_COLORS];
  return (
    <PropertyRow
      label={t('card.cover', 'Cover')}
      labelId={`${ids}-label`}
      messageId={`${ids}-message`}
      unsaved={field.unsaved}
      refusal={field.refusal}
    >
      <div
        role="radiogroup"
        aria-labelledby={`${ids}-label`}
        aria-describedby={field.refusal ? `${ids}-message` : undefined}
        className={styles.swatches}
      >
        {choices.map((color) => {
          const name = color === null ? t('card.cover.none', 'No cover') : colorName(color);
          return (
            <label key={color ?? 'none'} className={styles.swatchOption} title={name}>
              <input
                type="radio"
                name={`${ids}-cover`}
                checked={card.cover_color === color}
                disabled={!canEdit}
                onChange={() => void field.save({ cover_color: color })}
              />
              <span
                className={styles.swatch}
                style={color === null ? undefined : { background: color }}
              >
                {color === null ? <span aria-hidden="true">∅</span> : null}
              </span>
              <span className="visually-hidden">{name}</span>
            </label>
          );
        })}
      </div>
    </PropertyRow>
  );
}
