/**
 * The demo catalog's own artwork: toon-horror garments drawn as SVG, rendered to
 * raster by sharp and stored through the normal image pipeline. Nothing is fetched.
 */
export type ArtKind = 'hoodie' | 'tshirt' | 'cap' | 'tote' | 'skull' | 'blob' | 'jacket' | 'socks';

export interface ArtOptions {
  kind: ArtKind;
  /** Main colour hue, 0-360. */
  hue: number;
  /** 0, 1 or 2: the same product seen with a different background and pose. */
  variant: number;
  label: string;
}

const SHAPES: Record<ArtKind, string> = {
  tshirt:
    'M300 170 L380 140 Q450 190 520 140 L600 170 L700 260 L630 330 L590 300 L590 660 L310 660 L310 300 L270 330 L200 260 Z',
  hoodie:
    'M330 180 Q450 60 570 180 L640 210 L730 520 L660 545 L600 330 L600 680 L300 680 L300 330 L240 545 L170 520 L260 210 Z',
  jacket:
    'M320 170 L450 150 L580 170 L680 230 L720 560 L650 570 L610 330 L610 690 L290 690 L290 330 L250 570 L180 560 L220 230 Z',
  cap: 'M240 480 Q250 250 450 240 Q650 250 660 480 Z M240 480 Q450 420 760 500 Q720 560 600 540 Q450 520 240 540 Z',
  tote: 'M260 330 L640 330 L670 700 L230 700 Z M340 330 Q340 190 450 190 Q560 190 560 330 L530 330 Q530 220 450 220 Q370 220 370 330 Z',
  skull:
    'M450 170 Q640 170 650 380 Q655 470 590 510 L585 600 L315 600 L310 510 Q245 470 250 380 Q260 170 450 170 Z',
  blob: 'M450 180 Q620 160 660 330 Q720 520 600 640 Q450 720 300 640 Q180 520 240 330 Q280 190 450 180 Z',
  socks:
    'M330 160 L470 160 L470 520 Q470 600 560 610 L640 620 Q700 640 690 690 Q680 720 600 720 L420 720 Q330 720 330 620 Z',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function demoArtSvg({ kind, hue, variant, label }: ArtOptions): string {
  const main = `hsl(${hue} 95% 58%)`;
  const dark = `hsl(${hue} 80% 28%)`;
  const bgA = `hsl(${(hue + 180 + variant * 40) % 360} 70% 12%)`;
  const bgB = `hsl(${(hue + 240 + variant * 30) % 360} 80% 22%)`;
  const accent = `hsl(${(hue + 120) % 360} 100% 60%)`;
  const rings = Array.from({ length: 7 }, (_, i) => {
    const r = 120 + i * 70 + variant * 15;
    return `<circle cx="450" cy="450" r="${r}" fill="none" stroke="${i % 2 ? accent : main}" stroke-opacity="${0.18 - i * 0.02}" stroke-width="${26 - i * 2}"/>`;
  }).join('');
  const drips = Array.from({ length: 6 }, (_, i) => {
    const x = 320 + i * 52 + ((variant * 13) % 30);
    const len = 40 + ((i * 37 + variant * 23) % 90);
    return `<path d="M${x - 14} 640 Q${x - 14} ${640 + len} ${x} ${650 + len} Q${x + 14} ${640 + len} ${x + 14} 640 Z" fill="${main}"/>`;
  }).join('');
  const eyeY = kind === 'cap' ? 380 : kind === 'socks' ? 330 : 420;
  const tilt = [-6, 4, -2][variant % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900" viewBox="0 0 900 900">
  <defs>
    <radialGradient id="bg" cx="50%" cy="45%" r="75%">
      <stop offset="0%" stop-color="${bgB}"/><stop offset="100%" stop-color="${bgA}"/>
    </radialGradient>
    <linearGradient id="fill" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0%" stop-color="${main}"/><stop offset="100%" stop-color="${dark}"/>
    </linearGradient>
  </defs>
  <rect width="900" height="900" fill="url(#bg)"/>
  ${rings}
  <g transform="rotate(${tilt} 450 450)">
    <path d="${SHAPES[kind]}" fill="url(#fill)" stroke="#0b0612" stroke-width="14" stroke-linejoin="round"/>
    ${kind === 'cap' || kind === 'socks' ? '' : drips}
    <ellipse cx="405" cy="${eyeY}" rx="34" ry="42" fill="#fff" stroke="#0b0612" stroke-width="8"/>
    <ellipse cx="495" cy="${eyeY}" rx="34" ry="42" fill="#fff" stroke="#0b0612" stroke-width="8"/>
    <circle cx="${412 + variant * 4}" cy="${eyeY + 8}" r="14" fill="#0b0612"/>
    <circle cx="${488 + variant * 4}" cy="${eyeY + 8}" r="14" fill="#0b0612"/>
    <path d="M395 ${eyeY + 80} Q450 ${eyeY + 120 + variant * 10} 505 ${eyeY + 80}" fill="none" stroke="#0b0612" stroke-width="12" stroke-linecap="round"/>
  </g>
  <text x="450" y="840" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="bold" fill="${accent}" stroke="#0b0612" stroke-width="3">${escapeXml(label.toUpperCase())}</text>
</svg>`;
}
