import { Bold, Code, Heading2, Italic, List, ListOrdered, TextQuote } from 'lucide';
import { EditorContent, getSchema, useEditor, useEditorState } from '@tiptap/react';
import { useId, useLayoutEffect, useRef } from 'react';
import type { EditorDocument } from '@/domain/editor-document';
import { isEditorDocument } from '@/domain/editor-document';
import { Icon } from '@/components/Icon';
import { cardEditorExtensions } from './editor-extensions';
import { MentionList } from './MentionList';
import { useMentionPicker } from './use-mention-picker';
import { toEditorContent, toStoredDocument, type EditorSchemaNames } from './stored-document';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

export interface ContentEditorProps {
  initial: EditorDocument;
  label: string;
  /** The board whose members can be mentioned; without it `@` is plain text. */
  boardId?: number;
  onChange: (doc: EditorDocument) => void;
  /** Ctrl+Enter (Cmd+Enter on a Mac): post or save without reaching for the button. */
  onSubmit?: () => void;
  /** Puts the caret at the end of the text when the editor opens. */
  autoFocus?: boolean;
}

/** What the editor's schema accepts: anything else in stored content is loaded as text. */
const schema = getSchema(cardEditorExtensions());
const SCHEMA_NAMES: EditorSchemaNames = {
  nodes: new Set(Object.keys(schema.nodes)),
  marks: new Set(Object.keys(schema.marks)),
};

/** The TipTap editor for card content (its own chunk: import it with React.lazy). */
export default function ContentEditor({
  initial,
  label,
  boardId,
  onChange,
  onSubmit,
  autoFocus = false,
}: ContentEditorProps) {
  const mentions = useMentionPicker(boardId);
  const listId = useId();
  // The editor keeps its first options; the latest handler is read through a ref.
  const submit = useRef(onSubmit);
  useLayoutEffect(() => {
    submit.current = onSubmit;
  });
  const editor = useEditor({
    extensions: cardEditorExtensions(boardId === undefined ? undefined : mentions.bridge),
    content: toEditorContent(initial, SCHEMA_NAMES),
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      handleKeyDown: (_view, event) => {
        if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || !submit.current) {
          return false;
        }
        event.preventDefault();
        submit.current();
        return true;
      },
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: styles.editor ?? '',
      },
    },
    onUpdate: ({ editor: current }) => {
      const json: unknown = current.getJSON();
      if (isEditorDocument(json)) onChange(toStoredDocument(json));
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      code: current.isActive('code'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools = [
    {
      name: t('editor.bold', 'Bold'),
      keys: 'Mod+B',
      icon: Bold,
      on: active.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      name: t('editor.italic', 'Italic'),
      keys: 'Mod+I',
      icon: Italic,
      on: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      name: t('editor.code', 'Code'),
      keys: 'Mod+E',
      icon: Code,
      on: active.code,
      run: () => chain().toggleCode().run(),
    },
    {
      name: t('editor.heading', 'Heading'),
      keys: 'Mod+Alt+2',
      icon: Heading2,
      on: active.heading,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      name: t('editor.bulletList', 'Bullet list'),
      keys: 'Mod+Shift+8',
      icon: List,
      on: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      name: t('editor.numberedList', 'Numbered list'),
      keys: 'Mod+Shift+7',
      icon: ListOrdered,
      on: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      name: t('editor.quote', 'Quote'),
      keys: 'Mod+Shift+B',
      icon: TextQuote,
      on: active.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
  ];
  return (
    <div className={styles.editorWrap}>
      <div role="toolbar" aria-label={t('editor.toolbar', 'Formatting')} className={styles.toolbar}>
        {tools.map((tool) => (
          <button
            key={tool.name}
            type="button"
            className={styles.tool}
            aria-label={tool.name}
            aria-keyshortcuts={ariaKeys(tool.keys)}
            title={`${tool.name} (${shownKeys(tool.keys)})`}
            aria-pressed={tool.on}
            onClick={tool.run}
          >
            <Icon icon={tool.icon} />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      {mentions.isOpen ? (
        <MentionList
          id={listId}
          users={mentions.users}
          activeIndex={mentions.activeIndex}
          loading={mentions.loading}
          onPick={mentions.pick}
        />
      ) : null}
    </div>
  );
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** TipTap's shortcut as ARIA writes it ("Control+B", "Meta+B" on a Mac). */
function ariaKeys(keys: string): string {
  return keys.replace('Mod', isMac ? 'Meta' : 'Control');
}

/** The shortcut as the tooltip shows it ("Ctrl+B", "Strg+B" in German, "⌘B" on a Mac). */
function shownKeys(keys: string): string {
  return isMac
    ? keys.replace('Mod+', '⌘').replace('Alt+', '⌥').replace('Shift+', '⇧')
    : keys.replace('Mod', t('key.ctrl', 'Ctrl')).replace('Shift', t('key.shift', 'Shift'));
}
