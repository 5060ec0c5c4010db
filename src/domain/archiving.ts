/** Whether a card counts as archived: its status says so, or it has an archive time. */
export function isCardArchived(card: { status: unknown; archived_at: string | null }): boolean {
  return card.status === 'ARCHIVED' || card.archived_at != null;
}
