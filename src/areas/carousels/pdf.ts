import { pdfkit } from '../../on-demand.js';
import type { CarouselSlide } from '../../generation/tasks/carousel.js';

// A LinkedIn document page: 1080 × 1350 px (4:5), here in points.
const WIDTH = 540;
const HEIGHT = 675;
const MARGIN = 48;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

const THEME = {
  cover: { background: '#0f172a', title: '#f8fafc', body: '#cbd5e1', accent: '#38bdf8' },
  content: { background: '#f8fafc', title: '#0f172a', body: '#334155', accent: '#0284c7' },
  cta: { background: '#0369a1', title: '#ffffff', body: '#e0f2fe', accent: '#7dd3fc' },
} as const;

// The standard PDF fonts encode Windows-1252 only: other characters (emojis, for one) are dropped.
const ENCODABLE = new Set(new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 224 }, (_, i) => i + 32)));
const encodable = (text: string) =>
  [...text.normalize('NFC')]
    .filter((c) => c === '\n' || ENCODABLE.has(c))
    .join('')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();

/** The largest font size (from `max` down) at which `text` fits in `height`. */
function fit(doc: PDFKit.PDFDocument, font: string, text: string, max: number, min: number, height: number): number {
  doc.font(font);
  for (let size = max; size > min; size -= 2) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width: TEXT_WIDTH, lineGap: size * 0.25 }) <= height) return size;
  }
  return min;
}

/** Renders the carousel as a PDF document, one 4:5 page per slide. */
export function renderCarouselPdf(carousel: { title: string; slides: CarouselSlide[] }): Promise<Buffer> {
  const doc = new (pdfkit())({ size: [WIDTH, HEIGHT], margin: MARGIN, autoFirstPage: false, info: { Title: encodable(carousel.title), Creator: 'Content Workflow API' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const total = carousel.slides.length;
  for (const slide of carousel.slides) {
    const colors = THEME[slide.kind] ?? THEME.content;
    doc.addPage();
    doc.rect(0, 0, WIDTH, HEIGHT).fill(colors.background);
    doc.rect(MARGIN, MARGIN, 56, 6).fill(colors.accent);

    const title = encodable(slide.title);
    const body = encodable(slide.body ?? '');
    const top = slide.kind === 'content' ? MARGIN + 40 : HEIGHT * 0.28;
    const titleSize = fit(doc, 'Helvetica-Bold', title, slide.kind === 'content' ? 32 : 40, 18, 200);
    doc.fillColor(colors.title).font('Helvetica-Bold').fontSize(titleSize).text(title, MARGIN, top, { width: TEXT_WIDTH, lineGap: titleSize * 0.25 });
    if (body) {
      const y = doc.y + 24;
      const bodySize = fit(doc, 'Helvetica', body, slide.kind === 'content' ? 24 : 20, 11, HEIGHT - y - MARGIN - 40);
      doc.fillColor(colors.body).font('Helvetica').fontSize(bodySize).text(body, MARGIN, y, { width: TEXT_WIDTH, lineGap: bodySize * 0.25, height: HEIGHT - y - MARGIN - 30, ellipsis: true });
    }
    // the footer sits in the bottom margin: without this, pdfkit would break to a new page
    doc.page.margins.bottom = 0;
    doc.fillColor(colors.accent).font('Helvetica').fontSize(11).text(`${slide.index + 1} / ${total}`, MARGIN, HEIGHT - MARGIN, { width: TEXT_WIDTH, align: 'right', lineBreak: false });
  }
  if (total === 0) doc.addPage();
  doc.end();
  return done;
}
