import type { CardTemplateRecord } from '../../db/types';

/** A card template as GET card-templates and the CardTemplate search return it. */
export function templateJson(template: CardTemplateRecord) {
  const { id, name, title, content, tags_ids, cover_color, checklists } = template;
  return {
    id,
    board_id: template.board_id,
    name,
    title,
    content,
    tags_ids,
    cover_color,
    checklists,
  };
}
