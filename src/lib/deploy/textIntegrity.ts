/**
 * Every text file the site publishes must be clean UTF-8 without NUL bytes: a NUL makes validators reject a page,
 * `grep` call it binary and browsers show U+FFFD inside attribute values. The post-build pass checks each file.
 */
import { isUtf8 } from 'buffer';

/** Files served as text, by extension, plus the extensionless deploy files. */
const TEXT_FILE = /\.(?:html?|json|js|mjs|cjs|css|xml|txt|md|svg|webmanifest|csv|ya?ml|map)$|(?:^|\/)_(?:headers|redirects)$/i;

export function isTextFile(file: string): boolean {
  return TEXT_FILE.test(file);
}

/** Byte offset of the first invalid UTF-8 sequence, or -1 when the bytes are valid UTF-8. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i];
    if (byte < 0x80) {
      i += 1;
      continue;
    }
    let length: number;
    let min: number;
    if (byte >= 0xc2 && byte <= 0xdf) [length, min] = [2, 0x80];
    else if (byte >= 0xe0 && byte <= 0xef) [length, min] = [3, 0x800];
    else if (byte >= 0xf0 && byte <= 0xf4) [length, min] = [4, 0x10000];
    else return i;
    if (i + length > bytes.length) return i;
    let code = byte & (0xff >> (length + 1));
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k];
      if ((next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if (code < min || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return i;
    i += length;
  }
  return -1;
}

/** What is wrong with a text file's bytes ("a NUL byte at byte 2048"), or null when they are clean. */
export function textDefect(bytes: Uint8Array): string | null {
  const nul = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(0);
  if (nul !== -1) return `a NUL byte at byte ${nul}`;
  if (isUtf8(bytes)) return null;
  return `invalid UTF-8 at byte ${firstInvalidUtf8(bytes)}`;
}

/** The build error for the files found defective (file -> defect), one line each. */
export function textDefectsMessage(defects: ReadonlyMap<string, string>): string {
  const lines = [...defects].sort(([a], [b]) => a.localeCompare(b)).map(([file, defect]) => `  public${file}: ${defect}`);
  return `${defects.size} published text file(s) hold a NUL byte or invalid UTF-8:\n${lines.join('\n')}`;
}
