import type { CustomFieldDraft } from './custom-field-draft';

/** What every per-type config editor gets: the draft, a way to change it, errors by key. */
export interface ConfigEditorProps {
  draft: CustomFieldDraft;
  change: (update: (draft: CustomFieldDraft) => CustomFieldDraft, touchedKey: string) => void;
  errorAt: (key: string) => string | undefined;
}
