import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Parses a PDF with pdf.js: its page count and the text of each page. */
export async function readPdf(bytes: Buffer): Promise<{ pages: string[]; title?: string }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  const meta = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, title: (meta.info as { Title?: string }).Title };
}
