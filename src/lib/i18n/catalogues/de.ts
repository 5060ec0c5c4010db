import type { Catalogue } from '../catalogue';

/**
 * Deutsch. A translation is this file: every id the code uses (`t('id', 'English')`), its
 * placeholders kept ("{day}"); `src/lib/i18n/i18n.test.ts` holds it complete.
 */
const de: Catalogue = {
  'locale.heading': 'Sprache',
  'locale.system': 'System',
  'locale.trigger': 'Sprache: {label}, {code}',

  'time.justNow': 'gerade eben',

  'calendar.region': 'Kalender',
  'calendar.previousMonth': 'Vorheriger Monat',
  'calendar.previousWeek': 'Vorherige Woche',
  'calendar.nextMonth': 'Nächster Monat',
  'calendar.nextWeek': 'Nächste Woche',
  'calendar.today': 'Heute',
  'calendar.span': 'Zeitraum des Kalenders',
  'calendar.month': 'Monat',
  'calendar.week': 'Woche',
  'calendar.caption': 'Karten von {board} nach Fälligkeit, {title}',
  'calendar.day.due': 'Fällig am {day}',
  'calendar.day.items': 'Checklistenpunkte fällig am {day}',
  'calendar.day.empty': '{day}: nichts fällig',
  'calendar.day.more': '+{count} weitere',
  'calendar.day.moreDue': ' fällig am {day}',
  'calendar.card.handle': 'Fälligkeitsdatum von #{number} {title} setzen',
  'calendar.item': 'Checklistenpunkt',
  'calendar.item.done': 'erledigter Checklistenpunkt',
  'calendar.noDueDate': 'Ohne Fälligkeitsdatum',
  'calendar.noDueDate.empty': 'Jede angezeigte Karte hat ein Datum.',
  'calendar.noDueDate.more': '{count} weitere anzeigen',
  'calendar.noDueDate.target': 'kein Fälligkeitsdatum',
  'calendar.drag.instructions':
    'Um das Fälligkeitsdatum zu setzen, drücken Sie Leertaste oder Eingabe, wählen Sie mit den Pfeiltasten einen Tag (oder „Ohne Fälligkeitsdatum“) und drücken Sie Leertaste oder Eingabe, um die Karte dort abzulegen; Escape bricht ab. Das Fälligkeitsdatum steht auch im Kartenbereich.',
  'calendar.drag.card': 'Karte',
  'calendar.drag.cardNamed': 'Karte {name}',
  'calendar.drag.over': ', über {target}',
  'calendar.drag.start': '{card} aufgenommen.',
  'calendar.drag.putBack': '{card} wurde zurückgelegt.',
  'calendar.drag.end': '{card}: Fälligkeitsdatum auf {target} gesetzt.',
  'calendar.drag.cancel': 'Verschieben von {card} abgebrochen; sie ist zurück.',
};

export default de;
