import { readFileSync } from 'node:fs';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { rewriteDocx, readDocxText } from '../apps/api/src/platform/docx/docx-package';
import { ApertiumEngine } from '../apps/api/src/platform/translation/apertium-engine';
import { translateSegments } from '../apps/api/src/platform/translation/segment-translator';
import { glossaryFor } from '../apps/api/src/platform/translation/engines';
const rows = readFileSync('/work/shared/language/mt-dev.jsonl','utf8').trim().split('\n').map(l=>JSON.parse(l));
for (const lang of ['es','pt'] as const) {
const src = rows.filter((r:any)=>r.lang===lang).map((r:any)=>r.src);
const blocks:any[] = []; let words=0; let i=0;
while (words < 10000) { const p = [src[i%src.length], src[(i+1)%src.length], src[(i+2)%src.length]].join(' '); blocks.push({paragraph: p}); words += p.split(/\s+/).length; i+=3; }
const docx = buildDocx(blocks, { wordLikeMarkup: true });
const engine = new ApertiumEngine();
const t0 = performance.now();
const out = await rewriteDocx(docx, async (paragraphs) => translateSegments(engine, {source: lang, target: 'en'}, paragraphs.map(p=>p.pieces), glossaryFor(lang)));
const t1 = performance.now();
console.log(lang, words, 'words', ((t1-t0)/1000).toFixed(2), 's', docx.length, out.length);
const parts = await readDocxText(out); console.log(parts[0].paragraphs[0].pieces.map(p=>p.text).join('|').slice(0,300));
}
