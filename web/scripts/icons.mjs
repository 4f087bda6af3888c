// Writes the app icons (192, 512, maskable 512) into public/ with nothing but zlib:
// a white hexagon with a small post flag on the theme colour. Run: npm run icons -w @hexpost/web
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BG = [0x1f, 0x4e, 0x79];
const FG = [0xff, 0xff, 0xff];
const ACCENT = [0xe6, 0x9f, 0x00];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

/** Is (x, y) inside a flat-topped hexagon of radius r centred on (cx, cy)? */
const inHex = (x, y, cx, cy, r) => {
  const dx = Math.abs(x - cx);
  const dy = Math.abs(y - cy);
  const h = (Math.sqrt(3) / 2) * r;
  return dy <= h && dx <= r - dy / Math.sqrt(3);
};

function icon(size, scale) {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  const c = size / 2;
  const r = (size / 2) * scale;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      let px = BG;
      if (inHex(x + 0.5, y + 0.5, c, c, r)) px = FG;
      if (inHex(x + 0.5, y + 0.5, c, c, r * 0.72)) px = BG;
      // the "post": a flag on a pole inside the hex
      const pole = Math.abs(x - (c - r * 0.18)) < r * 0.05 && y > c - r * 0.45 && y < c + r * 0.45;
      const flag = x > c - r * 0.18 && x < c + r * 0.32 && y > c - r * 0.45 && y < c - r * 0.1;
      if (pole) px = FG;
      if (flag) px = ACCENT;
      raw.set(px, y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync(join(out, 'icon-192.png'), icon(192, 0.8));
writeFileSync(join(out, 'icon-512.png'), icon(512, 0.8));
// maskable: keep the mark inside the 80% safe circle
writeFileSync(join(out, 'icon-maskable-512.png'), icon(512, 0.56));
console.log('icons written to', out);
