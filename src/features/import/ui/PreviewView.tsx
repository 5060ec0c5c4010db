import { Button } from '@/components/Button';
import { t, tn } from '@/lib/i18n/translate';
import type { ImportPreview } from '../plan/plan-import';
import type { LeftOut } from '../model/import-model';
import styles from './ImportPage.module.css';

function leftOutText(item: LeftOut): string {
  switch (item.what) {
    case 'votes':
      return tn('import.leftOut.votes', item.count, { one: '1 vote', other: '{count} votes' });
    case 'stickers':
      return tn('import.leftOut.stickers', item.count, {
        one: '1 sticker',
        other: '{count} stickers',
      });
    case 'fieldTypes':
      return tn('import.leftOut.fieldTypes', item.count, {
        one: '1 custom field of a type this app lacks',
        other: '{count} custom fields of types this app lacks',
      });
    case 'looks':
      return tn('import.leftOut.looks', item.count, {
        one: '1 card cover, icon or column colour',
        other: '{count} card covers, icons and column colours',
      });
    case 'files':
      return tn('import.leftOut.files', item.count, {
        one: '1 attached file',
        other: '{count} attached files',
      });
    case 'outsideRelations':
      return tn('import.leftOut.outsideRelations', item.count, {
        one: '1 relation to a card on another board',
        other: '{count} relations to cards on other boards',
      });
    default:
      return t('import.leftOut.other', '{count} {what}', {
        count: item.count,
        what: item.detail ?? item.what,
      });
  }
}

/** What the import will write, what maps to what, and what it leaves out. Nothing is written yet. */
export function PreviewView({
  preview,
  onImport,
  busy,
}: {
  preview: ImportPreview;
  onImport: () => void;
  busy: boolean;
}) {
  const c = preview.counts;
  const rows: [string, number][] = [
    [t('import.preview.cards', 'Cards'), c.cards],
    [t('import.preview.archivedCards', 'of them archived'), c.archivedCards],
    [t('import.preview.completedCards', 'of them completed'), c.completedCards],
    [t('import.preview.dueDates', 'Due dates'), c.dueDates],
    [t('import.preview.checklists', 'Checklists'), c.checklists],
    [t('import.preview.items', 'Checklist items'), c.items],
    [t('import.preview.ticked', 'of them ticked'), c.ticked],
    [t('import.preview.comments', 'Comments'), c.comments],
    [t('import.preview.relations', 'Relations between cards'), c.relations],
    [t('import.preview.fieldValues', 'Custom field values'), c.fieldValues],
  ];
  return (
    <section className={styles.section} aria-labelledby="import-preview-title">
      <h2 id="import-preview-title">
        {t('import.preview.title', 'Preview: nothing is written yet')}
      </h2>
      <table className={styles.counts}>
        <caption>{t('import.preview.countsCaption', 'What comes in')}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('import.preview.columnsTitle', 'Columns')}</h3>
      <ul className={styles.mapping}>
        {preview.columns.map((column) => (
          <li key={column.name}>
            <bdi>{column.name}</bdi>{' '}
            {tn('import.preview.columnCards', column.cards, {
              one: '(1 card)',
              other: '({count} cards)',
            })}
            {column.archived
              ? ` · ${t('import.preview.archivedColumn', 'closed: comes in archived')}`
              : ''}
            {column.matched
              ? ` · ${t('import.preview.matchedColumn', 'into the column of that name')}`
              : ''}
          </li>
        ))}
      </ul>
      {preview.tags.length > 0 ? (
        <>
          <h3>{t('import.preview.tagsTitle', 'Tags')}</h3>
          <ul className={styles.mapping}>
            {preview.tags.map((tag) => (
              <li key={tag.name}>
                <span
                  aria-hidden="true"
                  className={styles.swatch}
                  style={{ background: tag.color }}
                />
                <bdi>{tag.name}</bdi>
                {tag.matched
                  ? ` · ${t('import.preview.matchedTag', 'the board’s tag of that name')}`
                  : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.fields.length > 0 ? (
        <>
          <h3>{t('import.preview.fieldsTitle', 'Custom fields')}</h3>
          <ul className={styles.mapping}>
            {preview.fields.map((field) => (
              <li key={field.name}>
                <bdi>{field.name}</bdi> ({field.type})
                {field.matched
                  ? ` · ${t('import.preview.matchedField', 'the board’s field of that name')}`
                  : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.people.length > 0 ? (
        <>
          <h3>{t('import.preview.peopleTitle', 'People')}</h3>
          <ul className={styles.mapping}>
            {preview.people.map((person) => (
              <li key={person.name}>
                <bdi>{person.name}</bdi> →{' '}
                {person.matchedTo ??
                  t(
                    'import.preview.unmatched',
                    'no one here: their cards and items stay unassigned',
                  )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>{t('import.preview.leftOutTitle', 'Left out')}</h3>
      <ul className={styles.mapping}>
        {preview.leftOut.map((item) => (
          <li key={item.what + (item.detail ?? '')}>{leftOutText(item)}</li>
        ))}
        {preview.source !== 'trello' ? null : (
          <li>
            {t(
              'import.preview.leftOutAlways',
              'Uploaded files stay in Trello: they come in as links. Start dates go into the description.',
            )}
          </li>
        )}
      </ul>
      <Button variant="primary" onClick={onImport} disabled={busy}>
        {tn('import.preview.start', c.cards, {
          one: 'Import 1 card',
          other: 'Import {count} cards',
        })}
      </Button>
    </section>
  );
}
