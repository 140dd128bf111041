// Code text cut from a prompt → offsets and lines mapped back to 1-based positions in the prompt.
import type { Pos } from './draft.js';
import type { CodeLanguage } from './reading.js';

export interface SourceLine {
  /** The line's text without its line break. */
  text: string;
  /** 1-based line number in the prompt. */
  line: number;
  /** Offset of the line's first character in `Source.text`. */
  offset: number;
}

export class Source {
  private readonly starts: number[] = [0];

  /** `firstLine` is where `text` begins in the prompt, so positions point into what the user wrote. */
  constructor(readonly language: CodeLanguage, readonly text: string, readonly firstLine = 1) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  posAt(offset: number): Pos {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: this.firstLine + lo, column: offset - this.starts[lo]! + 1 };
  }

  lines(): SourceLine[] {
    return this.starts.map((start, i) => {
      const end = i + 1 < this.starts.length ? this.starts[i + 1]! - 1 : this.text.length;
      return { text: this.text.slice(start, end).replace(/\r$/, ''), line: this.firstLine + i, offset: start };
    });
  }

  /** Position of a column (0-based index) in a line. */
  static at(line: SourceLine, index = 0): Pos {
    return { line: line.line, column: index + 1 };
  }

  start(): Pos {
    const first = this.lines().find((l) => l.text.trim().length > 0);
    return first ? { line: first.line, column: first.text.search(/\S/) + 1 } : { line: this.firstLine, column: 1 };
  }
}
