/**
 * A content problem an author has to fix. The message always names the file and the field,
 * so a failed build points straight at the line to edit.
 */
export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: front matter field "${field}" ${problem}`);
    this.name = 'FrontMatterError';
  }
}
