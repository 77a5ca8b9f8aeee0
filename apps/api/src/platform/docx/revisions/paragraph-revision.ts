import { deletedPieceXml, newRunXml, pieceXml, type SplittableRun } from './run-pieces';

/**
 * One paragraph's runs rewritten with tracked changes and comment marks (README.md). Every change is placed
 * in the runs it falls in: a run is cut where a change starts or ends, the deleted pieces are wrapped in
 * `w:del` (their w:t become w:delText), new text follows in a `w:ins` run with the formatting of the text it
 * replaces, and comment ranges open and close around the pieces they cover. Runs without a change, and
 * everything between runs, stay byte for byte.
 */
export interface PlacedRun {
  /** The run's index among the paragraph's text runs. */
  index: number;
  /** Offset of the run's text in the paragraph's text. */
  textStart: number;
  run: SplittableRun;
}

export interface RevisionMarks {
  author: string;
  date: string;
  nextId: () => number;
}

/** What happens in one run, in offsets of that run's text. */
interface RunEvents {
  cuts: Set<number>;
  deleted: { start: number; end: number }[];
  /** At an offset: XML written after the piece ending there, or before the piece starting there. */
  after: Map<number, string[]>;
  before: Map<number, string[]>;
}

function attributes(marks: RevisionMarks): string {
  return `w:id="${marks.nextId()}" w:author="${marks.author}" w:date="${marks.date}"`;
}

function push(map: Map<number, string[]>, at: number, xml: string): void {
  const list = map.get(at);
  if (list) list.push(xml);
  else map.set(at, [xml]);
}

/** Only the runs that may be edited are given: a change or comment is placed in them or not at all. */
export class ParagraphRevision {
  private readonly events = new Map<number, RunEvents>();

  constructor(
    private readonly runs: readonly PlacedRun[],
    private readonly marks: RevisionMarks,
  ) {}

  private eventsOf(index: number): RunEvents {
    let events = this.events.get(index);
    if (!events) {
      events = { cuts: new Set(), deleted: [], after: new Map(), before: new Map() };
      this.events.set(index, events);
    }
    return events;
  }

  /** The run holding the character at `offset` (its start) or ending at `offset` (`side` 'end'). */
  private runAt(offset: number, side: 'start' | 'end'): number {
    return this.runs.findIndex(({ textStart, run }) => (side === 'start' ? textStart <= offset && offset < textStart + run.text.length : textStart < offset && offset <= textStart + run.text.length));
  }

  /** True when a change of [start, end) can be written: its pieces and its insertion point fall in these runs. */
  canChange(start: number, end: number): boolean {
    if (start < end) return this.runAt(start, 'start') >= 0 && this.runAt(end, 'end') >= 0;
    return this.runAt(start, 'end') >= 0 || this.runAt(start, 'start') >= 0;
  }

  /** [start, end) deleted and `insert` put after it, as tracked changes. The caller checked `canChange`. */
  change(start: number, end: number, insert: string): void {
    this.runs.forEach(({ textStart, run }, index) => {
      const from = Math.max(start, textStart);
      const to = Math.min(end, textStart + run.text.length);
      if (from >= to) return;
      const events = this.eventsOf(index);
      events.cuts.add(from - textStart).add(to - textStart);
      events.deleted.push({ start: from - textStart, end: to - textStart });
    });
    if (insert === '') return;
    // New text takes the formatting of the first character it replaces, or of the text before it.
    const styleRun = start < end ? this.runAt(start, 'start') : this.runAt(start, 'end') >= 0 ? this.runAt(start, 'end') : this.runAt(start, 'start');
    const properties = this.runs[styleRun]!.run.properties;
    const xml = `<w:ins ${attributes(this.marks)}>${newRunXml(properties, insert)}</w:ins>`;
    const left = this.runAt(end, 'end');
    if (left >= 0) {
      const local = end - this.runs[left]!.textStart;
      this.eventsOf(left).cuts.add(local);
      push(this.eventsOf(left).after, local, xml);
    } else {
      const right = this.runAt(end, 'start');
      const local = end - this.runs[right]!.textStart;
      this.eventsOf(right).cuts.add(local);
      push(this.eventsOf(right).before, local, xml);
    }
  }

  /** A comment's range around [start, end) (non-empty) and its reference after it. */
  comment(id: number, start: number, end: number): void {
    const first = this.runAt(start, 'start');
    const last = this.runAt(end, 'end');
    const startLocal = start - this.runs[first]!.textStart;
    const endLocal = end - this.runs[last]!.textStart;
    this.eventsOf(first).cuts.add(startLocal);
    push(this.eventsOf(first).before, startLocal, `<w:commentRangeStart w:id="${id}"/>`);
    this.eventsOf(last).cuts.add(endLocal);
    push(this.eventsOf(last).after, endLocal, `<w:commentRangeEnd w:id="${id}"/><w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="${id}"/></w:r>`);
  }

  /** The new XML of each changed run, by its index among the paragraph's text runs. */
  rewritten(): Map<number, string> {
    const out = new Map<number, string>();
    for (const [position, events] of this.events) {
      const { run, index } = this.runs[position]!;
      const length = run.text.length;
      const cuts = [...new Set([0, ...events.cuts, length])].filter((cut) => cut >= 0 && cut <= length).sort((a, b) => a - b);
      let xml = '';
      cuts.forEach((cut, position) => {
        xml += (events.after.get(cut) ?? []).join('') + (events.before.get(cut) ?? []).join('');
        const next = cuts[position + 1];
        if (next === undefined || next === cut) return;
        const deleted = events.deleted.some((range) => range.start <= cut && next <= range.end);
        xml += deleted ? `<w:del ${attributes(this.marks)}>${deletedPieceXml(run, cut, next)}</w:del>` : pieceXml(run, cut, next);
      });
      out.set(index, xml);
    }
    return out;
  }
}
