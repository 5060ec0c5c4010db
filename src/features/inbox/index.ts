/** The inbox's public face: the header's link with its count (the page itself loads lazily). */
export { InboxLink } from './InboxLink';
