import { useRecordCardVisits } from './use-record-card-visits';

/** Renders nothing; keeps the recent-cards list of the quick switcher up to date. */
export function CardVisitRecorder() {
  useRecordCardVisits();
  return null;
}
