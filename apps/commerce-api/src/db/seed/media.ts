import type { Shape } from './catalog-data.js';

/** Deterministic SVG artwork, so the shop has images without any binary files or downloads. */

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** Lighten (amount > 0) or darken (amount < 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const v = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => {
    const c = (v >> shift) & 0xff;
    const t = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.max(0, Math.min(255, t)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

function shapeMarkup(shape: Shape, color: string): string {
  const dark = shade(color, -0.35);
  const light = shade(color, 0.45);
  switch (shape) {
    case 'bottle':
      return `<rect x="262" y="150" width="76" height="90" rx="10" fill="${dark}"/><rect x="200" y="230" width="200" height="420" rx="40" fill="${color}"/><rect x="222" y="260" width="22" height="340" rx="11" fill="${light}" opacity=".6"/>`;
    case 'dropper':
      return `<ellipse cx="300" cy="160" rx="34" ry="48" fill="${dark}"/><rect x="270" y="200" width="60" height="70" rx="8" fill="${shade(color, -0.5)}"/><rect x="215" y="265" width="170" height="385" rx="36" fill="${color}"/><rect x="236" y="290" width="20" height="320" rx="10" fill="${light}" opacity=".6"/>`;
    case 'jar':
      return `<rect x="165" y="330" width="270" height="70" rx="14" fill="${dark}"/><rect x="150" y="395" width="300" height="250" rx="46" fill="${color}"/><rect x="178" y="420" width="24" height="190" rx="12" fill="${light}" opacity=".6"/>`;
    case 'tube':
      return `<path d="M215 170 H385 L365 580 H235 Z" fill="${color}"/><rect x="250" y="575" width="100" height="80" rx="12" fill="${dark}"/><rect x="240" y="200" width="18" height="330" rx="9" fill="${light}" opacity=".6"/>`;
    case 'lipstick':
      return `<path d="M262 190 L338 150 V330 H262 Z" fill="${color}"/><rect x="250" y="325" width="100" height="90" rx="8" fill="#d6c3a5"/><rect x="235" y="410" width="130" height="240" rx="16" fill="${dark}"/>`;
    case 'compact':
      return `<ellipse cx="300" cy="430" rx="190" ry="190" fill="${dark}"/><ellipse cx="300" cy="430" rx="150" ry="150" fill="${color}"/><ellipse cx="250" cy="380" rx="40" ry="26" fill="${light}" opacity=".5"/>`;
    case 'pencil':
      return `<rect x="276" y="150" width="48" height="440" rx="22" fill="${dark}"/><rect x="276" y="520" width="48" height="130" rx="10" fill="${color}"/><rect x="284" y="170" width="10" height="330" rx="5" fill="${light}" opacity=".5"/>`;
    case 'box':
      return `<rect x="150" y="260" width="300" height="390" rx="18" fill="${color}"/><rect x="285" y="260" width="30" height="390" fill="${light}" opacity=".8"/><rect x="150" y="380" width="300" height="30" fill="${light}" opacity=".8"/><path d="M300 260 C250 190 200 220 240 260 M300 260 C350 190 400 220 360 260" stroke="${light}" stroke-width="16" fill="none"/>`;
  }
}

/** Product packshot, 600×800 (ratio 0.75 like the storefront's card images). */
export function productSvg(opts: {
  name: string;
  shape: Shape;
  color: string;
  variant?: 'main' | 'alt';
}): string {
  const bg = opts.variant === 'alt' ? shade(opts.color, 0.55) : shade(opts.color, 0.82);
  const label = esc(initials(opts.name));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" role="img" aria-label="${esc(opts.name)}">
<rect width="600" height="800" fill="${bg}"/>
<ellipse cx="300" cy="665" rx="190" ry="22" fill="#000" opacity=".08"/>
${shapeMarkup(opts.shape, opts.color)}
<text x="300" y="520" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="#fff" opacity=".92">${label}</text>
<text x="300" y="740" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="6" fill="${shade(opts.color, -0.5)}">AURORA BOTANICA</text>
</svg>`;
}

/** Wide banner with an aurora sky over fells, used by the home page hero and category images. */
export function bannerSvg(opts: { title: string; hue: string; width?: number; height?: number }): string {
  const w = opts.width ?? 1600;
  const h = opts.height ?? 700;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(opts.title)}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1d3a"/><stop offset="1" stop-color="#1f4e5f"/></linearGradient>
<linearGradient id="aurora" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${opts.hue}" stop-opacity="0"/><stop offset=".5" stop-color="${opts.hue}" stop-opacity=".75"/><stop offset="1" stop-color="#8e7cc3" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<path d="M0 ${h * 0.35} C ${w * 0.25} ${h * 0.1}, ${w * 0.5} ${h * 0.5}, ${w} ${h * 0.2} L ${w} ${h * 0.32} C ${w * 0.55} ${h * 0.6}, ${w * 0.3} ${h * 0.25}, 0 ${h * 0.5} Z" fill="url(#aurora)"/>
<path d="M0 ${h * 0.78} L ${w * 0.18} ${h * 0.55} L ${w * 0.33} ${h * 0.72} L ${w * 0.52} ${h * 0.5} L ${w * 0.7} ${h * 0.7} L ${w * 0.86} ${h * 0.58} L ${w} ${h * 0.74} V ${h} H 0 Z" fill="#0e2a33"/>
<path d="M0 ${h * 0.9} L ${w * 0.25} ${h * 0.8} L ${w * 0.5} ${h * 0.88} L ${w * 0.75} ${h * 0.78} L ${w} ${h * 0.9} V ${h} H 0 Z" fill="#e9f1f2"/>
</svg>`;
}

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 80" width="180" height="40" role="img" aria-label="Aurora Botanica">
<path d="M20 60 C 40 10, 70 10, 90 60" stroke="#2e8b7a" stroke-width="6" fill="none"/>
<text x="105" y="52" font-family="Georgia, serif" font-size="34" fill="#0b1d3a">Aurora Botanica</text>
</svg>`;
}

/** Magento stores catalogue images under catalog/product/<first char>/<second char>/. */
export function productImagePath(fileBase: string): string {
  return `catalog/product/${fileBase[0]}/${fileBase[1]}/${fileBase}.svg`;
}

/** Close-up of the product's texture (swirl of cream, gel or powder in the product colour). */
export function textureSvg(opts: { name: string; color: string }): string {
  const light = shade(opts.color, 0.5);
  const dark = shade(opts.color, -0.25);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" role="img" aria-label="${esc(opts.name)} texture">
<rect width="600" height="800" fill="${shade(opts.color, 0.85)}"/>
<path d="M90 420 C 150 220, 450 220, 510 400 C 560 560, 260 660, 170 560 C 110 490, 220 380, 320 420 C 400 450, 380 540, 300 530" fill="none" stroke="${opts.color}" stroke-width="70" stroke-linecap="round"/>
<path d="M150 380 C 230 260, 420 280, 460 400" fill="none" stroke="${light}" stroke-width="16" stroke-linecap="round" opacity=".7"/>
<circle cx="300" cy="530" r="24" fill="${dark}" opacity=".35"/>
</svg>`;
}

/** Lifestyle shot: the packshot on a birch shelf under a Nordic sky. */
export function lifestyleSvg(opts: { name: string; shape: Shape; color: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" role="img" aria-label="${esc(opts.name)} lifestyle">
<defs><linearGradient id="l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3ec"/><stop offset="1" stop-color="#f5efe6"/></linearGradient></defs>
<rect width="600" height="800" fill="url(#l)"/>
<rect x="0" y="650" width="600" height="150" fill="#d9c3a0"/>
<circle cx="480" cy="150" r="60" fill="#f7d774" opacity=".8"/>
<g transform="translate(60 30) scale(.8)">${shapeMarkup(opts.shape, opts.color)}</g>
</svg>`;
}
