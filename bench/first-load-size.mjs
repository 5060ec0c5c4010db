#!/usr/bin/env node
// First-load JavaScript of a build, gzipped, as size-limit counts it (`.size-limit.js`): the
// entry script and the chunks its index.html preloads, each gzipped at level 9, summed. Reads
// any build directory, so two builds can be compared without touching dist/.
//   node bench/first-load-size.mjs [dist-dir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const files = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)]
  .map((match) => match[1])
  .filter((path, index, all) => all.indexOf(path) === index);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  total += size;
  console.info(`${(size / 1000).toFixed(2).padStart(8)} kB  ${file}`);
}
console.info(
  `${(total / 1000).toFixed(2).padStart(8)} kB  first-load JavaScript of ${dir}, gzipped`,
);
