import { readFileSync } from 'node:fs';
import { corpusBleu, corpusChrF, keptTokens } from '/work/wt-digital-translation/bench/support/mt-metrics';
import { ApertiumEngine } from '/work/wt-digital-translation/apps/api/src/platform/translation/apertium-engine';
import { translateSegments } from '/work/wt-digital-translation/apps/api/src/platform/translation/segment-translator';
import { glossaryFor } from '/work/wt-digital-translation/apps/api/src/platform/translation/engines';
const rows = readFileSync('/work/shared/language/mt-dev.jsonl','utf8').trim().split('\n').map(l=>JSON.parse(l));
const engine = new ApertiumEngine();
for (const lang of ['es','pt'] as const) {
  const set = rows.filter((r:any)=>r.lang===lang);
  const raw = await engine.translate(set.map((r:any)=>r.src.replace(/&/g,'&amp;').replace(/</g,'&lt;').replace(/>/g,'&gt;')), {source: lang, target:'en'});
  const rawOut = raw.map(s=>s.replace(/&lt;/g,'<').replace(/&gt;/g,'>').replace(/&amp;/g,'&'));
  const ours = (await translateSegments(engine, {source: lang, target:'en'}, set.map((r:any)=>[{text:r.src, mark:0}]), (process.env.NOGLOSS ? null : glossaryFor(lang)))).map(p=>p.map(x=>x.text).join(''));
  const refs = set.map((r:any)=>r.ref);
  for (const [name, out] of [['raw', rawOut], ['ours', ours]] as const) {
    let d=0,k=0; const miss:string[]=[];
    out.forEach((h,i)=>{const r=keptTokens(set[i].src, refs[i], h); d+=r.demanded; k+=r.kept; miss.push(...r.missing);});
    console.log(lang, name, 'chrF', corpusChrF(out, refs).toFixed(1), 'BLEU', corpusBleu(out, refs).toFixed(1), 'kept', (100*k/d).toFixed(1), d, process.env.V ? miss.join(' | ') : '');
  }
  if (process.env.SHOW) ours.forEach((o,i)=>console.log('  ', o, '\n   R:', refs[i]));
}
