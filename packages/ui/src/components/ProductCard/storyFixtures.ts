/**
 * Story-only product images: inline SVG data URIs (no network in tests). Not exported from the
 * package. Each draws a calm still life — a bottle or jar on a warm, softly lit backdrop.
 */
const backdrops = ['#EFE8DD', '#E7EBE3', '#F1E6E1', '#E6E9EE', '#EEE9E0', '#E9E4DA'];
const bodies = ['#C9B8A3', '#8FA38A', '#D8B4A6', '#9FB0C2', '#B9A48A', '#A7A08F'];
const caps = ['#2E3430', '#4F6149', '#6B4B43', '#2F4558', '#3F3A33', '#27342E'];

function svg(content: string, bg: string): string {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 324 440" width="324" height="440"><rect width="324" height="440" fill="${bg}"/><ellipse cx="162" cy="372" rx="92" ry="12" fill="#000" opacity=".06"/>${content}</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(doc)}`;
}

/** A dropper bottle (`kind` 0), a tube (1) or a jar (2). */
export function productImage(index: number, hover = false): string {
  const i = index % backdrops.length;
  const bg = hover ? '#DCD3C6' : backdrops[i]!;
  const body = bodies[i]!;
  const cap = caps[i]!;
  const kind = index % 3;
  if (hover) {
    // Hover image: a texture swatch of the product.
    return svg(
      `<circle cx="162" cy="210" r="96" fill="${body}" opacity=".9"/><path d="M92 230c40-36 100-36 140 0" stroke="#fff" stroke-width="10" fill="none" opacity=".45" stroke-linecap="round"/><circle cx="200" cy="170" r="14" fill="#fff" opacity=".35"/>`,
      bg,
    );
  }
  if (kind === 0)
    return svg(
      `<rect x="132" y="96" width="60" height="52" rx="10" fill="${cap}"/><rect x="150" y="70" width="24" height="32" rx="10" fill="${cap}" opacity=".85"/><rect x="112" y="144" width="100" height="226" rx="22" fill="${body}"/><rect x="126" y="220" width="72" height="70" rx="4" fill="#FAF7F2" opacity=".9"/><rect x="138" y="238" width="48" height="5" rx="2" fill="${cap}" opacity=".6"/><rect x="144" y="252" width="36" height="4" rx="2" fill="${cap}" opacity=".35"/>`,
      bg,
    );
  if (kind === 1)
    return svg(
      `<rect x="134" y="312" width="56" height="58" rx="6" fill="${cap}"/><path d="M118 86h88l-10 230h-68z" fill="${body}"/><rect x="118" y="80" width="88" height="14" rx="3" fill="${body}" opacity=".8"/><rect x="136" y="170" width="52" height="60" rx="3" fill="#FAF7F2" opacity=".85"/><rect x="146" y="186" width="32" height="4" rx="2" fill="${cap}" opacity=".6"/>`,
      bg,
    );
  return svg(
    `<rect x="96" y="226" width="132" height="28" rx="8" fill="${cap}"/><rect x="92" y="252" width="140" height="118" rx="18" fill="${body}"/><rect x="122" y="286" width="80" height="44" rx="4" fill="#FAF7F2" opacity=".85"/><rect x="136" y="302" width="52" height="4" rx="2" fill="${cap}" opacity=".6"/>`,
    bg,
  );
}

/** An image label: a small round "vegan" seal. */
export const veganSeal = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80"><circle cx="40" cy="40" r="38" fill="#4F6149"/><circle cx="40" cy="40" r="31" fill="none" stroke="#FAF7F2" stroke-width="1.5" stroke-dasharray="3 3"/><text x="40" y="45" font-family="Georgia, serif" font-size="15" fill="#FAF7F2" text-anchor="middle">VEGAN</text></svg>',
)}`;

/** Texture image for image swatches. */
export function textureSwatch(hue: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36"><rect width="36" height="36" fill="${hue}"/><path d="M0 24c9-6 18-6 36 0v12H0z" fill="#fff" opacity=".25"/></svg>`,
  )}`;
}

export const shadeSwatches = [
  { value: '01', label: '01 Porcelain', color: '#F3DCC8' },
  { value: '02', label: '02 Ivory', color: '#EBCDB2' },
  { value: '03', label: '03 Sand', color: '#DDB894' },
  { value: '04', label: '04 Honey', color: '#C99A6E' },
  { value: '05', label: '05 Caramel', color: '#AE7B4F' },
  { value: '06', label: '06 Almond', color: '#8E5E3B' },
  { value: '07', label: '07 Cocoa', color: '#6A4129' },
  { value: '08', label: '08 Espresso', color: '#4A2C1C' },
  { value: '09', label: '09 Rose', color: '#D49A94' },
  { value: '10', label: '10 Berry', color: '#9C4A55' },
  { value: '11', label: '11 Coral', color: '#E0826B' },
  { value: '12', label: '12 Plum', color: '#6E3B52' },
] as const;
