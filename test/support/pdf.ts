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

/** One page of a PDF drawn to pixels: read a pixel's colour, or write it as a PNG to look at. */
export interface PdfPage {
  width: number;
  height: number;
  /** the colour at (x, y), in the page's points times the scale, from the top left */
  rgb(x: number, y: number): [number, number, number];
  png(): Buffer;
}

interface Canvas {
  toBuffer(type: 'image/png'): Buffer;
}
interface CanvasContext {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

/** Draws every page of a PDF with pdf.js (on its Node canvas), `scale` pixels per point. */
export async function renderPdfPages(bytes: Buffer, scale = 1): Promise<PdfPage[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
    verbosity: 0,
  }).promise;
  const factory = (pdf as unknown as { canvasFactory: { create(w: number, h: number): { canvas: Canvas; context: CanvasContext } } }).canvasFactory;
  const pages: PdfPage[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const viewport = page.getViewport({ scale });
    const { canvas, context } = factory.create(Math.round(viewport.width), Math.round(viewport.height));
    await page.render({ canvasContext: context as never, viewport }).promise;
    const { width, height } = { width: Math.round(viewport.width), height: Math.round(viewport.height) };
    const data = context.getImageData(0, 0, width, height).data;
    pages.push({
      width,
      height,
      rgb: (x, y) => {
        const o = (Math.round(y) * width + Math.round(x)) * 4;
        return [data[o]!, data[o + 1]!, data[o + 2]!];
      },
      png: () => canvas.toBuffer('image/png'),
    });
  }
  await pdf.destroy();
  return pages;
}
