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

  'view.switch': 'Ansicht',
  'view.kanban': 'Kanban',
  'view.list': 'Liste',
  'view.calendar': 'Kalender',

  'board.visibility.public': 'Öffentlich',
  'board.visibility.private': 'Privat',
  'board.viewOnly': 'Nur lesen',
  'board.viewOnly.hint':
    'Sie können dieses Board lesen; mit Ihrem Zugriff lassen sich seine Karten weder verschieben noch ändern.',
  'board.options': 'Board-Optionen',
  'board.showArchived': 'Archivierte anzeigen',
  'board.settings': 'Board-Einstellungen',

  stale: 'Liegengeblieben',
  'stale.count': 'Liegengeblieben ({count})',
  'stale.hint': 'Nur Karten zeigen, die länger niemand geändert hat',

  'column.count.cards': ' Karten',
  'column.wip.title': 'Limit {limit}',
  'column.wip.overTitle': 'Über dem Limit von {limit}',
  'column.wip.cards': ' Karten, Limit {limit}',
  'column.wip.over': ' über dem Limit',

  'tile.tags': 'Schlagwörter',
  'tile.assignees': 'Zuständige',
  'tile.pinned': 'Angeheftet',
  'tile.completed': 'Abgeschlossen',
  'tile.recurring': 'Wiederkehrend',
  'tile.timer': 'Zeiterfassung läuft',
  'tile.checklist': 'Checkliste: ',
  'tile.checklist.title': 'Erledigte Checklistenpunkte',
  'tile.comments': { one: '{count} Kommentar', other: '{count} Kommentare' },
  'tile.comments.noun': { one: ' Kommentar', other: ' Kommentare' },
  'tile.files': { one: '{count} Datei', other: '{count} Dateien' },
  'tile.files.noun': { one: ' Datei', other: ' Dateien' },
  'tile.idle': { one: 'Seit {count} Tag unverändert', other: 'Seit {count} Tagen unverändert' },
  'tile.idle.short': 'ruht {days} T',

  'due.label': 'Fälligkeitsdatum ({state}): ',
  'due.overdue': 'überfällig',
  'due.soon': 'bald fällig',
  'due.due': 'fällig',
  'due.done': 'erledigt',

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
