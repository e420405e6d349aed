import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sceneSvg } from './draw.mjs';
import { freshDir } from './output.mjs';

// The promotional clip: rendered frame by frame with sharp, encoded by ffmpeg into WebM and MP4, and its manifest.

function ensureFfmpeg() {
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0) return;
  console.log('ffmpeg is missing: installing it from Debian (apt-get install -y ffmpeg)');
  execFileSync('apt-get', ['install', '-y', 'ffmpeg'], { stdio: 'inherit' });
}

/** The promotional clip: a slow pan over a fest ground at dusk, then the fest's title. Six seconds, 24 fps. */
export async function renderVideo() {
  ensureFfmpeg();
  const dir = freshDir('video');
  const frames = mkdtempSync(path.join(os.tmpdir(), 'greatstep-frames-'));
  const [w, h, fps, seconds] = [640, 360, 24, 6];
  try {
    for (let f = 0; f < fps * seconds; f += 1) {
      const t = f / (fps * seconds);
      const scene = sceneSvg({
        w,
        h,
        seed: 7,
        scene: 'bunting',
        palette: 2,
        sunX: 0.15 + t * 0.7,
        sunY: 0.5 - t * 0.2,
      });
      const opacity = Math.max(0, Math.min(1, (t - 0.45) * 3));
      const title = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><g opacity="${opacity}" font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle">
        <rect x="${w * 0.15}" y="${h * 0.3}" width="${w * 0.7}" height="${h * 0.3}" rx="12" fill="#14110f" opacity="0.8"/>
        <text x="${w / 2}" y="${h * 0.45}" font-size="40" font-weight="700" fill="#f2a93b">GREAT-STEP'25</text>
        <text x="${w / 2}" y="${h * 0.54}" font-size="18" fill="#f3ede4">28–30 March · Kharagpur</text></g></svg>`;
      await sharp(Buffer.from(scene))
        .composite([{ input: Buffer.from(title) }])
        .png()
        .toFile(path.join(frames, `frame-${String(f).padStart(4, '0')}.png`));
    }
    const input = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', path.join(frames, 'frame-%04d.png')];
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-pix_fmt',
      'yuv420p',
      '-an',
      path.join(dir, 'promo.webm'),
    ]);
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libx264',
      '-crf',
      '28',
      '-preset',
      'slow',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      path.join(dir, 'promo.mp4'),
    ]);
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
  return `import promoMp4 from './video/promo.mp4';\nimport promoWebm from './video/promo.webm';\n\nexport const promoVideo = {\n  width: ${w},\n  height: ${h},\n  sources: [\n    { url: promoWebm, type: 'video/webm' },\n    { url: promoMp4, type: 'video/mp4' },\n  ],\n};\n`;
}
