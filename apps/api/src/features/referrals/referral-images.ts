import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { Resvg } from '@resvg/resvg-js';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { FLYER_LABELS, fillLabel } from './flyer-labels';

/**
 * The QR code of a share link (PNG and SVG) and the referral flyer, drawn as SVG and rendered to PNG with
 * resvg and the CJK-capable font of the PDFs (Noto Sans SC), so every site language prints the same way on
 * any server, with no system fonts. The flyer is A4-shaped (1080 × 1527): it prints on a page and reads on
 * a phone.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = ['@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'];
let fontPaths: string[] | undefined;
const fonts = () => (fontPaths ??= FONT_FILES.map((file) => require.resolve(file)));

export const FLYER_WIDTH = 1080;
export const FLYER_HEIGHT = 1527;
const INK = '#1f2a44';
const ACCENT = '#2f5d8a';
const MUTED = '#5b6478';

export async function qrCodePng(url: string, width = 600): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', width, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
}

export async function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A CJK character is about 1 em wide; Latin letters about 0.55 em (Noto Sans). */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const char of text) em += /[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 1 : char === ' ' ? 0.28 : 0.56;
  return em * size;
}

/** Breaks text into lines of at most `width`: at spaces for Latin scripts, between characters for CJK. */
export function wrapText(text: string, size: number, width: number): string[] {
  const tokens = text.match(/[\u3000-\u9fff\uff00-\uffef][、。，．！？」』）]?|[^\s\u3000-\u9fff\uff00-\uffef]+\s*|\s+/g) ?? [text];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (line !== '' && textWidth(candidate.trimEnd(), size) > width) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attributes: string): { svg: string; bottom: number } {
  const svg = lines.map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" font-size="${size}" ${attributes}>${escapeXml(line)}</text>`).join('');
  return { svg, bottom: y + (lines.length - 1) * lineHeight };
}

export interface FlyerContent {
  language: SiteLanguage;
  company: string;
  referrerFirstName: string;
  /** The referral discount as the referrer's currency writes it ("$40.00", "¥285"). */
  amount: string;
  code: string;
  shareUrl: string;
}

/** The flyer as SVG (the printable page shows it as it is: vector text prints sharply). */
export async function flyerSvg(content: FlyerContent): Promise<string> {
  const labels = FLYER_LABELS[content.language];
  const values = { name: content.referrerFirstName, amount: content.amount, company: content.company };
  const qr = await qrCodeSvg(content.shareUrl);
  const qrInner = qr.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const qrViewBox = /viewBox="([^"]+)"/.exec(qr)?.[1] ?? '0 0 33 33';
  const font = `font-family="Noto Sans SC, Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif"`;
  const margin = 90;
  const width = FLYER_WIDTH - 2 * margin;

  const headline = textLines(wrapText(fillLabel(labels.headline, values), 76, width), margin, 330, 76, 92, `${font} font-weight="700" fill="${INK}"`);
  const recommendation = textLines(wrapText(fillLabel(labels.recommendation, values), 36, width), margin, headline.bottom + 80, 36, 50, `${font} fill="${MUTED}"`);
  let y = recommendation.bottom + 80;
  const services = labels.services
    .map((service) => {
      const lines = wrapText(service, 32, width - 50);
      const block = `<circle cx="${margin + 12}" cy="${y - 11}" r="9" fill="${ACCENT}"/>` + textLines(lines, margin + 44, y, 32, 44, `${font} fill="${INK}"`).svg;
      y += lines.length * 44 + 14;
      return block;
    })
    .join('');
  const qrSize = 420;
  const qrTop = Math.max(y + 30, FLYER_HEIGHT - 160 - qrSize - 60);
  const qrX = (FLYER_WIDTH - qrSize) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FLYER_WIDTH}" height="${FLYER_HEIGHT}" viewBox="0 0 ${FLYER_WIDTH} ${FLYER_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<rect width="100%" height="200" fill="${ACCENT}"/>`,
    `<text x="${margin}" y="105" font-size="58" ${font} font-weight="700" fill="#ffffff">${escapeXml(content.company)}</text>`,
    `<text x="${margin}" y="160" font-size="30" ${font} fill="#dce6f2">${escapeXml(labels.tagline)}</text>`,
    headline.svg,
    recommendation.svg,
    services,
    `<rect x="${qrX - 24}" y="${qrTop - 24}" width="${qrSize + 48}" height="${qrSize + 48}" rx="24" fill="#f2f5f9"/>`,
    `<svg x="${qrX}" y="${qrTop}" width="${qrSize}" height="${qrSize}" viewBox="${qrViewBox}" shape-rendering="crispEdges">${qrInner}</svg>`,
    `<text x="${FLYER_WIDTH / 2}" y="${qrTop + qrSize + 72}" font-size="34" ${font} font-weight="700" fill="${INK}" text-anchor="middle">${escapeXml(labels.scan)}</text>`,
    `<text x="${FLYER_WIDTH / 2}" y="${qrTop + qrSize + 118}" font-size="28" ${font} fill="${MUTED}" text-anchor="middle">${escapeXml(`${labels.code}: ${content.code}`)}</text>`,
    textLines(wrapText(labels.terms, 22, width), FLYER_WIDTH / 2, FLYER_HEIGHT - 40, 22, 30, `${font} fill="${MUTED}" text-anchor="middle"`).svg,
    `</svg>`,
  ].join('');
}

/** The flyer as a PNG for messaging apps (WeChat, WhatsApp, LINE). */
export async function flyerPng(content: FlyerContent): Promise<Buffer> {
  const svg = await flyerSvg(content);
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: fonts(), defaultFontFamily: 'Noto Sans SC' }, fitTo: { mode: 'original' } });
  return Buffer.from(resvg.render().asPng());
}
