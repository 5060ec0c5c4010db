import type { Tag } from '@/api/types';
import { TagChip } from '@/components/TagChip';
import styles from './Tags.module.css';

/** A tag as listed: its chip and description. Never the server's HTML snippet. */
export function TagItem({ tag }: { tag: Tag }) {
  return (
    <>
      <TagChip name={tag.name} color={tag.color} />
      {tag.description ? <bdi className={styles.description}>{tag.description}</bdi> : null}
    </>
  );
}
