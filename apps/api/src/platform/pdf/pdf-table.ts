import { contentBottom, contentWidth, PDF_COLOR, PDF_FONT, type PdfDoc } from './pdf-document';

export interface PdfTableColumn {
  header: string;
  /** Relative width: columns share the content width in proportion to these. */
  weight: number;
  /** Amounts are right-aligned so their digits line up. */
  align?: 'left' | 'right' | 'center';
}

/** A cell is its text, optionally with a smaller second line (a description under a service name). */
export type PdfTableCell = string | { text: string; note?: string | null };

export interface PdfTableRow {
  cells: readonly PdfTableCell[];
  bold?: boolean;
}

export interface PdfTable {
  columns: readonly PdfTableColumn[];
  rows: readonly PdfTableRow[];
}

const PAD_X = 6;
const PAD_Y = 5;
const FONT_SIZE = 9.5;
const NOTE_SIZE = 8;

interface Layout {
  x: number;
  width: number;
  align: 'left' | 'right' | 'center';
}

function layoutColumns(doc: PdfDoc, columns: readonly PdfTableColumn[]): Layout[] {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const width = contentWidth(doc);
  let x = doc.page.margins.left;
  return columns.map((column) => {
    const columnWidth = (column.weight / total) * width;
    const layout = { x, width: columnWidth, align: column.align ?? 'left' };
    x += columnWidth;
    return layout;
  });
}

function parts(cell: PdfTableCell | undefined): { text: string; note: string | null } {
  if (cell === undefined) return { text: '', note: null };
  return typeof cell === 'string' ? { text: cell, note: null } : { text: cell.text, note: cell.note ?? null };
}

function rowHeight(doc: PdfDoc, cells: readonly PdfTableCell[], layout: readonly Layout[], bold: boolean): number {
  let height = 0;
  layout.forEach((column, index) => {
    const { text, note } = parts(cells[index]);
    const inner = column.width - 2 * PAD_X;
    doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(FONT_SIZE);
    let cellHeight = doc.heightOfString(text || ' ', { width: inner });
    if (note) {
      doc.font(PDF_FONT.regular).fontSize(NOTE_SIZE);
      cellHeight += 2 + doc.heightOfString(note, { width: inner });
    }
    height = Math.max(height, cellHeight);
  });
  return height + 2 * PAD_Y;
}

function drawRow(doc: PdfDoc, cells: readonly PdfTableCell[], layout: readonly Layout[], y: number, bold: boolean, color: string): void {
  layout.forEach((column, index) => {
    const { text, note } = parts(cells[index]);
    const inner = column.width - 2 * PAD_X;
    doc
      .font(bold ? PDF_FONT.bold : PDF_FONT.regular)
      .fontSize(FONT_SIZE)
      .fillColor(color);
    doc.text(text, column.x + PAD_X, y + PAD_Y, { width: inner, align: column.align });
    if (note) {
      doc.font(PDF_FONT.regular).fontSize(NOTE_SIZE).fillColor(PDF_COLOR.muted);
      doc.text(note, column.x + PAD_X, doc.y + 2, { width: inner, align: column.align });
    }
  });
}

function drawHeaderRow(doc: PdfDoc, columns: readonly PdfTableColumn[], layout: readonly Layout[]): void {
  const cells = columns.map((column) => column.header);
  const height = rowHeight(doc, cells, layout, true);
  const y = doc.y;
  doc.rect(doc.page.margins.left, y, contentWidth(doc), height).fillColor(PDF_COLOR.shade).fill();
  drawRow(doc, cells, layout, y, true, PDF_COLOR.muted);
  doc.y = y + height;
}

/**
 * Draws a table from the current position across the content width. Rows never split across pages; the
 * header row is repeated at the top of each page the table continues on.
 */
export function drawTable(doc: PdfDoc, table: PdfTable): void {
  const layout = layoutColumns(doc, table.columns);
  const left = doc.page.margins.left;
  const right = left + contentWidth(doc);

  drawHeaderRow(doc, table.columns, layout);
  for (const row of table.rows) {
    const bold = row.bold === true;
    const height = rowHeight(doc, row.cells, layout, bold);
    if (doc.y + height > contentBottom(doc)) {
      doc.addPage();
      drawHeaderRow(doc, table.columns, layout);
    }
    const y = doc.y;
    drawRow(doc, row.cells, layout, y, bold, PDF_COLOR.ink);
    doc
      .moveTo(left, y + height)
      .lineTo(right, y + height)
      .lineWidth(0.5)
      .strokeColor(PDF_COLOR.rule)
      .stroke();
    doc.y = y + height;
  }
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.ink);
  doc.x = left;
}

export interface PdfKeyValue {
  label: string;
  value: string;
  bold?: boolean;
}

export interface PdfKeyValueBox {
  x: number;
  y: number;
  width: number;
  /** Share of the width given to the labels (0–1). */
  labelShare?: number;
  /** Right-align the values (totals); left by default (facts about a document). */
  alignValues?: 'left' | 'right';
  fontSize?: number;
}

/** Label–value lines in a box; returns the y below the last line. Does not move the document cursor. */
export function drawKeyValues(doc: PdfDoc, items: readonly PdfKeyValue[], box: PdfKeyValueBox): number {
  const labelWidth = box.width * (box.labelShare ?? 0.4);
  const valueWidth = box.width - labelWidth - 8;
  const size = box.fontSize ?? 9.5;
  let y = box.y;
  for (const item of items) {
    const font = item.bold === true ? PDF_FONT.bold : PDF_FONT.regular;
    doc.font(PDF_FONT.regular).fontSize(size).fillColor(PDF_COLOR.muted);
    const labelHeight = doc.heightOfString(item.label, { width: labelWidth });
    doc.text(item.label, box.x, y, { width: labelWidth });
    doc.font(font).fontSize(size).fillColor(PDF_COLOR.ink);
    const valueHeight = doc.heightOfString(item.value, { width: valueWidth });
    doc.text(item.value, box.x + labelWidth + 8, y, { width: valueWidth, align: box.alignValues ?? 'left' });
    y += Math.max(labelHeight, valueHeight) + 3;
  }
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.ink);
  return y;
}
