/**
 * The desktop column's box: its width and border, hidden while the comments panel is open. Shared by the column
 * and the placeholder that holds its place while the column's chunk loads, so the video does not move sideways
 * when the column arrives.
 */
export const FEED_ASIDE_FRAME = 'h-full w-80 shrink-0 border-s border-white/5 group-has-[[data-comments-panel]]/feed:hidden';
