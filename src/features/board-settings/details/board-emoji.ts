/**
 * The board icons offered as one press each: common emoji for work, topics and moods. Not
 * named here: a screen reader reads an emoji by its own name, in the reader's language. Any
 * other emoji is typed in the picker's field (the board's emoji is the user's content).
 */
// prettier-ignore
export const BOARD_EMOJI = [
  '📋', '📌', '🗂️', '📁', '📝', '✅', '🎯', '🚀',
  '💡', '🔥', '⭐', '🏁', '🐛', '🛠️', '⚙️', '🔒',
  '📈', '📊', '💰', '🛒', '📦', '🚚', '🏠', '🏢',
  '🎨', '✏️', '📣', '💬', '📚', '🎓', '🧪', '🔬',
  '❤️', '😀', '🎉', '🌱', '🌍', '☕', '🍕', '⚽',
] as const;
