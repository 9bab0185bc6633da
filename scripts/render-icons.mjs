/**
 * Renders the PWA icons in apps/web/public/icons from the logo (Logo.tsx: a white "S" on #1677ff).
 * Run after changing the logo: `node scripts/render-icons.mjs`; the PNGs are committed.
 * sharp comes with the server workspace.
 */
import path from 'node:path';
import sharp from 'sharp';

const out = path.join(import.meta.dirname, '..', 'apps', 'web', 'public', 'icons');
const BLUE = '#1677ff';

/** The mark on a square of `size`; `maskable` fills the square and keeps the S in the 80% safe zone. */
function svg(size, { maskable = false } = {}) {
  const radius = maskable ? 0 : Math.round(size * 0.22);
  const fontSize = Math.round(size * (maskable ? 0.5 : 0.6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BLUE}"/>
  <text x="50%" y="50%" dy="0.35em" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}"
    font-weight="700" text-anchor="middle" fill="#fff">S</text>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS draws its own rounded corners over a full square.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.size, icon)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(icon.file);
}
