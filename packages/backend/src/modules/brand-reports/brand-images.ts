/** Deterministic SVG stand-ins for brand logos and product images (the demo has no uploads). */

const PALETTE = ['#0f6cbd', '#107c10', '#c239b3', '#ca5010', '#038387', '#8764b8', '#986f0b', '#d13438'];

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** A round badge with the brand's initials in a colour derived from its code. */
export function logoSvg(brandCode: string, name: string): string {
  const color = PALETTE[hashOf(brandCode) % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)} logo">
<circle cx="80" cy="80" r="76" fill="${color}"/>
<text x="80" y="96" font-family="Segoe UI, Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initialsOf(name))}</text>
</svg>`;
}

/**
 * A simple boxed product on a tinted background, labelled with the brand name. The box carries a
 * plain label, not the initials: the cover shows the logo's initials once, not twice.
 */
export function productSvg(brandCode: string, name: string): string {
  const hash = hashOf(`${brandCode}/product`);
  const color = PALETTE[hash % PALETTE.length];
  const tilt = (hash % 11) - 5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(name)} product">
<rect width="320" height="240" fill="#f5f5f5"/>
<g transform="rotate(${tilt} 160 120)">
<rect x="100" y="40" width="120" height="150" rx="10" fill="${color}"/>
<rect x="112" y="90" width="96" height="40" rx="4" fill="#ffffff"/>
<rect x="124" y="104" width="72" height="12" rx="3" fill="${color}" opacity="0.6"/>
</g>
<text x="160" y="222" font-family="Segoe UI, Arial, sans-serif" font-size="16" fill="#424242" text-anchor="middle">${escapeXml(name)}</text>
</svg>`;
}
