// The pictures, drawn as SVG from a seed: the scenes of the photos, and the generic portraits.

/** A small seeded generator, so that a run draws the same pictures every time. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES = [
  { sky: ['#1b2a4a', '#f08a4b'], sun: '#ffd58a', far: '#5b4a5e', near: ['#8a5a3c', '#6e4630', '#4f3325'] },
  { sky: ['#0e1a2b', '#3d6e8f'], sun: '#f3ede4', far: '#2d4656', near: ['#6f7c85', '#56626b', '#3c454c'] },
  { sky: ['#2a1a12', '#f2a93b'], sun: '#fff1c9', far: '#7a4b2a', near: ['#a8673a', '#8a5230', '#633a22'] },
  { sky: ['#14110f', '#5c3b6e'], sun: '#ffc163', far: '#3d2a45', near: ['#70506b', '#553d52', '#3a2a38'] },
  { sky: ['#10302a', '#9ccf9a'], sun: '#fffbe0', far: '#2f5a45', near: ['#5e7a4c', '#4a633b', '#34472a'] },
];

/** Layered hills as a closed path along the bottom of the picture. */
function ridge(rand, w, h, base, amplitude, color) {
  const steps = 8;
  let d = `M0 ${h} L0 ${base}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = (w / steps) * i;
    const y = base - rand() * amplitude;
    d += ` Q${x - w / steps / 2} ${y - amplitude / 2} ${x} ${y}`;
  }
  return `<path d="${d} L${w} ${h} Z" fill="${color}"/>`;
}

/** The benches of an open-pit mine, seen from its rim. */
function benches(w, h, colors) {
  const rows = colors.length;
  return colors
    .map((color, i) => {
      const top = h * 0.62 + (i * h * 0.38) / rows;
      const inset = (i + 1) * w * 0.08;
      return `<path d="M0 ${top} L${inset} ${top} L${w - inset} ${top} L${w} ${top} L${w} ${h} L0 ${h} Z" fill="${color}"/>`;
    })
    .join('');
}

/** A pithead frame with its sheave wheel. */
function headframe(w, h, x, color) {
  const top = h * 0.3;
  const foot = h * 0.7;
  const half = w * 0.04;
  return `<g stroke="${color}" stroke-width="${w * 0.006}" fill="none">
    <path d="M${x - half} ${foot} L${x} ${top} L${x + half} ${foot} M${x - half * 0.6} ${(top + foot) / 2} H${x + half * 0.6}"/>
    <circle cx="${x}" cy="${top}" r="${w * 0.022}"/></g>`;
}

/** Fest bunting strung across the top of the picture. */
function bunting(rand, w, h) {
  const flags = [];
  const count = 14;
  for (let i = 0; i < count; i += 1) {
    const x = (w / count) * i;
    const y = h * 0.08 + Math.sin((i / count) * Math.PI) * h * 0.08;
    const color = ['#f2a93b', '#e85d4a', '#3bb3a0', '#f3ede4'][Math.floor(rand() * 4)];
    flags.push(`<path d="M${x} ${y} L${x + w / count} ${y} L${x + w / count / 2} ${y + h * 0.07} Z" fill="${color}"/>`);
  }
  return flags.join('');
}

/** A crowd in silhouette, facing a stage. */
function crowd(rand, w, h, color) {
  const heads = [];
  for (let i = 0; i < 40; i += 1) {
    const x = rand() * w;
    const y = h * (0.86 + rand() * 0.1);
    const r = w * (0.012 + rand() * 0.008);
    heads.push(
      `<circle cx="${x}" cy="${y}" r="${r}"/><rect x="${x - r * 1.3}" y="${y + r * 0.8}" width="${r * 2.6}" height="${h}" rx="${r}"/>`,
    );
  }
  return `<g fill="${color}">${heads.join('')}</g>`;
}

/** Stage lights: beams fanning from the top. */
function beams(rand, w, h) {
  const parts = [];
  for (let i = 0; i < 5; i += 1) {
    const x = w * (0.15 + i * 0.175);
    const spread = w * (0.05 + rand() * 0.05);
    parts.push(
      `<path d="M${x} 0 L${x - spread} ${h * 0.8} L${x + spread} ${h * 0.8} Z" fill="#ffd58a" opacity="0.18"/>`,
    );
  }
  return parts.join('');
}

function stars(rand, w, h) {
  return Array.from(
    { length: 60 },
    () =>
      `<circle cx="${rand() * w}" cy="${rand() * h * 0.5}" r="${0.6 + rand() * 1.4}" fill="#f3ede4" opacity="${0.4 + rand() * 0.6}"/>`,
  ).join('');
}

export const SCENES = ['benches', 'headframe', 'stage', 'bunting', 'night'];

/** One picture: a sky, far hills and a foreground that depends on the scene. */
export function sceneSvg({ w, h, seed, scene, palette, sunX = 0.7, sunY = 0.35 }) {
  const rand = random(seed);
  const p = PALETTES[palette % PALETTES.length];
  const layers = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
     <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    scene === 'night' ? stars(rand, w, h) : '',
    `<circle cx="${w * sunX}" cy="${h * sunY}" r="${h * 0.3}" fill="url(#glow)"/>`,
    `<circle cx="${w * sunX}" cy="${h * sunY}" r="${h * 0.08}" fill="${p.sun}"/>`,
    ridge(rand, w, h, h * 0.55, h * 0.12, p.far),
  ];
  if (scene === 'benches' || scene === 'night') layers.push(benches(w, h, p.near));
  if (scene === 'headframe') {
    layers.push(ridge(rand, w, h, h * 0.72, h * 0.08, p.near[0]));
    layers.push(headframe(w, h, w * (0.2 + rand() * 0.2), p.near[2]));
    layers.push(ridge(rand, w, h, h * 0.86, h * 0.05, p.near[2]));
  }
  if (scene === 'stage') {
    layers.push(beams(rand, w, h));
    layers.push(`<rect x="${w * 0.1}" y="${h * 0.6}" width="${w * 0.8}" height="${h * 0.12}" fill="${p.near[1]}"/>`);
    layers.push(crowd(rand, w, h, p.near[2]));
  }
  if (scene === 'bunting') {
    layers.push(benches(w, h, p.near.slice(0, 2)));
    layers.push(bunting(rand, w, h));
    layers.push(crowd(rand, w, h, p.near[2]));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${layers.join('')}</svg>`;
}

/** A clearly generic portrait: a head-and-shoulders outline on a coloured ground. */
export function avatarSvg({ size, seed }) {
  const rand = random(seed);
  const grounds = ['#3d342c', '#28445a', '#4a3550', '#2f5a45', '#5a3b2a', '#37474f'];
  const ground = grounds[Math.floor(rand() * grounds.length)];
  const figure = ['#bfb3a5', '#d9c7b0', '#a99a8a'][Math.floor(rand() * 3)];
  const s = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
    <rect width="${s}" height="${s}" fill="${ground}"/>
    <circle cx="${s / 2}" cy="${s * 0.4}" r="${s * 0.18}" fill="${figure}"/>
    <path d="M${s * 0.16} ${s} Q${s * 0.18} ${s * 0.64} ${s / 2} ${s * 0.62} Q${s * 0.82} ${s * 0.64} ${s * 0.84} ${s} Z" fill="${figure}"/>
  </svg>`;
}
