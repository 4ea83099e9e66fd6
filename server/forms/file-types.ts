/**
 * What a resume file really is, from its first bytes, checked against its extension: a PDF
 * renamed .jpg or a script named .jpg.php is refused whatever its name says.
 */
type Kind = 'pdf' | 'doc' | 'docx' | 'rtf' | 'odt' | 'jpg' | 'png';

const mime: Record<Kind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
  odt: 'application/vnd.oasis.opendocument.text',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/** The kind the content shows (head: at least the first few KB), or null. */
export function sniff(head: Buffer): Kind | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (head.subarray(0, 5).toString('latin1') === '{\\rtf') return 'rtf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    // ODF puts an uncompressed "mimetype" entry first; Word files name word/ parts.
    const text = head.toString('latin1');
    if (text.slice(30, 38) === 'mimetype' && text.slice(38, 77) === 'application/vnd.oasis.opendocument.text') return 'odt';
    if (text.includes('[Content_Types].xml') && text.includes('word/')) return 'docx';
  }
  return null;
}

/** The extension as the allow-list knows it (jpeg is jpg). Only the last one counts. */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return ext === 'jpeg' ? 'jpg' : ext;
}

export const contentMatches = (ext: string, kind: Kind | null) => kind !== null && kind === ext;
export const mimeOf = (kind: Kind) => mime[kind];

/**
 * The visitor's file name as metadata only: no folders, no control or invisible characters
 * (a bidi override makes `cv\u202Efdp.exe` read as `cvexe.pdf`), at most 150 characters.
 */
export function cleanFileName(name: string, fallback = 'resume'): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}<>:"|?*]/gu, '')
    .replace(/^\.+/, '')
    .trim();
  return (base || fallback).slice(-150);
}
