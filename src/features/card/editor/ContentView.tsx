import { createElement, type ReactNode } from 'react';
import type { EditorDocument, EditorNode } from '@/domain/editor-document';
import { safeHttpUrl } from '@/lib/safe-url';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

interface Mark {
  type: string;
  attrs?: Record<string, unknown>;
}

function marksOf(node: EditorNode): Mark[] {
  return (node.marks ?? []).flatMap((mark): Mark[] => {
    if (typeof mark !== 'object' || mark === null) return [];
    const { type, attrs } = mark as { type?: unknown; attrs?: unknown };
    if (typeof type !== 'string') return [];
    const record =
      typeof attrs === 'object' && attrs !== null ? (attrs as Record<string, unknown>) : undefined;
    return [{ type, ...(record ? { attrs: record } : {}) }];
  });
}

function applyMark(mark: Mark, child: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{child}</strong>;
    case 'italic':
      return <em key={key}>{child}</em>;
    case 'code':
      return <code key={key}>{child}</code>;
    case 'strike':
      return <s key={key}>{child}</s>;
    case 'underline':
      return <u key={key}>{child}</u>;
    case 'link': {
      const href = safeHttpUrl(typeof mark.attrs?.href === 'string' ? mark.attrs.href : null);
      return href ? (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {child}
        </a>
      ) : (
        child
      );
    }
    default:
      return child;
  }
}

const BLOCKS: Record<string, string> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
};

function renderChildren(node: EditorNode): ReactNode[] {
  return (node.content ?? []).map((child, index) => renderNode(child, index));
}

function renderNode(node: EditorNode, key: number): ReactNode {
  if (node.type === 'text') {
    return marksOf(node).reduce<ReactNode>(
      (child, mark, index) => applyMark(mark, child, index),
      node.text ?? '',
    );
  }
  if (node.type === 'mention') {
    const label = typeof node.attrs?.label === 'string' ? node.attrs.label : 'someone';
    return (
      <span key={key} className={styles.mention}>
        @{label}
      </span>
    );
  }
  if (node.type === 'hardBreak') return <br key={key} />;
  if (node.type === 'horizontalRule') return <hr key={key} />;
  if (node.type === 'heading') {
    const level = Number(node.attrs?.level);
    // Card content headings sit below the panel's own headings.
    const tag = `h${Math.min(6, Math.max(3, Number.isFinite(level) ? level + 2 : 3))}`;
    return createElement(tag, { key }, renderChildren(node));
  }
  if (node.type === 'codeBlock') {
    return (
      <pre key={key}>
        <code>{renderChildren(node)}</code>
      </pre>
    );
  }
  const tag = BLOCKS[node.type] ?? 'div';
  return createElement(tag, { key }, renderChildren(node));
}

/** The stored document rendered as React elements: no HTML strings, links through the allow-list. */
export function ContentView({
  doc,
  emptyText = t('card.description.empty', 'No description.'),
}: {
  doc: EditorDocument;
  emptyText?: string;
}) {
  const children = renderChildren(doc);
  const empty = (doc.content ?? []).every((node) => (node.content ?? []).length === 0);
  if (empty) return <p className={styles.muted}>{emptyText}</p>;
  return <div className={styles.content}>{children}</div>;
}
