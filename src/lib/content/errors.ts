import { FieldError } from '../schema/issues';

/** A content problem an author has to fix; a failed build names the file and the field. */
export class FrontMatterError extends FieldError {
  constructor(file: string, field: string, problem: string) {
    super(file, field, problem, 'front matter');
    this.name = 'FrontMatterError';
  }
}
