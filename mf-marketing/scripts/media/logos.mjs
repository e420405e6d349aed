import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freshDir, identifier } from './output.mjs';

// The partners' and sponsors' logos: neutral wordmarks, written as SVG files, and their manifest.

/**
 * A neutral wordmark (never anyone's real trademark). The name only: a line under it, at 12 units of 240, shrank
 * to 6–8 px where the logos are shown on a phone and could not be read.
 */
function wordmarkSvg({ text, color, mark }) {
  const width = 240;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80" role="img">
  <rect x="4" y="14" width="52" height="52" rx="10" fill="${color}"/>
  <path d="${mark}" fill="#14110f"/>
  <text x="68" y="49" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#f3ede4">${text}</text>
</svg>
`;
}

const MARKS = [
  'M14 58 L30 24 L46 58 Z',
  'M30 22 a18 18 0 1 0 0.1 0 Z M30 32 a8 8 0 1 1 -0.1 0 Z',
  'M14 26 H46 V34 H34 V58 H26 V34 H14 Z',
  'M14 58 V26 L30 42 L46 26 V58 H38 V44 L30 52 L22 44 V58 Z',
  'M16 40 L30 22 L44 40 L30 58 Z',
];

const LOGOS = [
  { file: 'partner-coal', text: 'CoalWorks', color: '#f2a93b' },
  { file: 'partner-minerals', text: 'MineralDev', color: '#3bb3a0' },
  { file: 'sponsor-terra', text: 'TerraDrill', color: '#e85d4a' },
  { file: 'sponsor-orecast', text: 'OreCast', color: '#f2a93b' },
  { file: 'sponsor-shaftline', text: 'Shaftline', color: '#9ccf9a' },
  { file: 'sponsor-safehelm', text: 'SafeHelm', color: '#ffd58a' },
  { file: 'sponsor-rockwise', text: 'RockWise', color: '#8fb8de' },
  { file: 'sponsor-greenpit', text: 'GreenPit', color: '#6fcf7f' },
  { file: 'sponsor-survex', text: 'Survex', color: '#d9a3e0' },
  { file: 'sponsor-blastcore', text: 'BlastCore', color: '#f08a4b' },
];

export function writeLogos() {
  const dir = freshDir('logos');
  const imports = [];
  const entries = [];
  LOGOS.forEach((logo, i) => {
    writeFileSync(path.join(dir, `${logo.file}.svg`), wordmarkSvg({ ...logo, mark: MARKS[i % MARKS.length] }));
    const name = identifier(logo.file);
    imports.push(`import ${name} from './logos/${logo.file}.svg';`);
    entries.push(`  '${logo.file}': { url: ${name}, width: 240, height: 80 },`);
  });
  return `${imports.join('\n')}\n\n/** Vector wordmarks: one file serves every screen density. */\nexport const logos = {\n${entries.join('\n')}\n} satisfies Record<string, VectorAsset>;\n`;
}
