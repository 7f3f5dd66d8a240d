const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and attributes: share pages, mail and ActivityPub content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITY[char]);
}
