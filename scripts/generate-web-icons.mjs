// Draws Popreel's app icons and fallback share image from one SVG mark, so they never drift apart.
// Run once after changing the mark: `node scripts/generate-web-icons.mjs`. The PNGs are committed, so
// neither builds nor installs need this script (or the fonts it uses for the wordmark).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', 'src', 'web', 'public');

// A pink-to-orange tile with a white play triangle and a small "pop" dot.
const markDefs = `
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ec4899"/>
      <stop offset="1" stop-color="#f97316"/>
    </linearGradient>
  </defs>`;
const markShapes = (size, radius) => `
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#tile)"/>
  <path d="M${size * 0.38} ${size * 0.27} L${size * 0.76} ${size * 0.5} L${size * 0.38} ${size * 0.73} Z" fill="#fff" stroke="#fff" stroke-width="${size * 0.05}" stroke-linejoin="round"/>
  <circle cx="${size * 0.74}" cy="${size * 0.26}" r="${size * 0.07}" fill="#fff"/>`;

const logoSvg = (size = 512) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${markDefs}${markShapes(size, size * 0.22)}</svg>\n`;

// Maskable icons are cropped to a circle by some launchers: keep the mark inside the 80% safe zone.
const maskableSvg = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${markDefs}
  <rect width="${size}" height="${size}" fill="#ec4899"/>
  <g transform="translate(${size * 0.15} ${size * 0.15})">${markShapes(size * 0.7, 0)}</g></svg>`;

const shareImageSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${markDefs}
  <rect width="1200" height="630" fill="#09090b"/>
  <circle cx="1080" cy="80" r="260" fill="#ec4899" opacity="0.12"/>
  <circle cx="120" cy="600" r="220" fill="#f97316" opacity="0.10"/>
  <g transform="translate(150 195)">${markShapes(240, 54)}</g>
  <text x="450" y="355" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="150" fill="#ffffff">Popreel</text>
  <text x="456" y="425" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" fill="#a1a1aa">Watch, create and share short videos</text>
</svg>`;

async function png(svg, file) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(join(publicDir, file));
  console.log('wrote', file);
}

writeFileSync(join(publicDir, 'logo.svg'), logoSvg());
await png(logoSvg(192), 'icon-192.png');
await png(logoSvg(512), 'icon-512.png');
await png(maskableSvg(512), 'icon-maskable-512.png');
await png(shareImageSvg, 'logo-1200x630.png');
