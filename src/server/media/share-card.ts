import sharp from 'sharp';
import { SHARE_IMAGE } from '../../shared/constants.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** Breaks a caption into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
export function wrapCaption(caption: string, width = 34, maxLines = 4): string[] {
  const words = caption.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > width && line) {
      lines.push(line);
      line = word.slice(0, width);
    } else line = next.slice(0, width);
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  const used = lines.join(' ').length;
  if (used < caption.replace(/\s+/g, ' ').trim().length && lines.length) lines[lines.length - 1] = lines[lines.length - 1].replace(/.{0,1}$/, '…');
  return lines;
}

/**
 * The 1200×630 link-preview image: the video's frame, blurred as a backdrop and sharp as a 9:16 panel,
 * with the creator's name and caption beside it.
 */
export async function renderShareCard(thumbnail: Buffer, username: string, caption: string): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const panelHeight = height - 60;
  const panelWidth = Math.round((panelHeight * 9) / 16);
  const backdrop = await sharp(thumbnail).resize(width, height, { fit: 'cover' }).blur(30).modulate({ brightness: 0.45 }).toBuffer();
  const panel = await sharp(thumbnail).resize(panelWidth, panelHeight, { fit: 'cover' }).toBuffer();
  const textX = 30 + panelWidth + 50;
  const lines = wrapCaption(caption || 'Watch on Popreel');
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <style>text { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #fff; }</style>
    <text x="${textX}" y="150" font-size="56" font-weight="bold">@${escapeXml(username)}</text>
    ${lines.map((line, i) => `<text x="${textX}" y="${240 + i * 56}" font-size="40" fill-opacity="0.92">${escapeXml(line)}</text>`).join('\n')}
    <text x="${textX}" y="${height - 50}" font-size="36" font-weight="bold" fill="#f472b6">Popreel</text>
  </svg>`;
  return sharp(backdrop)
    .composite([
      { input: panel, left: 30, top: 30 },
      { input: Buffer.from(svg), left: 0, top: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}
