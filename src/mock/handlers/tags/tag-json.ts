import type { TagRecord } from '../../db/types';

export function tagJson(tag: TagRecord) {
  const { cuid: _cuid, ...wire } = tag;
  return wire;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The web client's list item snippet; every interpolated value is escaped. */
export function tagListItemHtml(tag: TagRecord): string {
  const description = tag.description == null ? '' : ` title="${escapeHtml(tag.description)}"`;
  return (
    `<li class="tag-list-item" data-tag-id="${escapeHtml(String(tag.id))}"${description}>` +
    `<span class="tag-color" style="background-color: ${escapeHtml(tag.color)}"></span>` +
    `<span class="tag-name">${escapeHtml(tag.name)}</span></li>`
  );
}

export function tagResponse(tag: TagRecord) {
  return { tag: tagJson(tag), tag_list_item_html: tagListItemHtml(tag) };
}
