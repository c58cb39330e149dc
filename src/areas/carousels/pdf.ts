import { createRequire } from 'node:module';
import path from 'node:path';
import { pdfkit } from '../../on-demand.js';
import type { CarouselSlide } from '../../generation/tasks/carousel.js';
import type { BundledFamily } from '../../generation/media/fonts.js';
import { mix } from '../../generation/media/palette.js';

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

/** The colours a brand's are laid over: the cover slide's own. */
export const DEFAULT_BRAND_COLORS = { background: THEME.cover.background, text: THEME.cover.title, accent: THEME.cover.accent };

type SlideColors = { background: string; title: string; body: string; accent: string };

/** A carousel's brand as the PDF draws it: its colours (#rrggbb), its logo (a PNG or JPEG), the family its text is set in (DejaVu Sans when absent). */
export interface PdfBrand {
  colors?: { background: string; text: string; accent: string };
  logo?: Buffer;
  fontFamily?: BundledFamily;
}

/** The largest box the logo is fitted in, in the top right corner of every page. */
const LOGO_BOX = { width: 72, height: 40 };

/**
 * A slide's colours under a brand: the cover and closing slides stand on the brand's background
 * in its text colour, every slide's accent (the bar, the page number) is the brand's.
 */
function brandedColors(kind: CarouselSlide['kind'], brand: PdfBrand['colors']): SlideColors {
  const own = THEME[kind] ?? THEME.content;
  if (!brand) return own;
  if (kind === 'content') return { ...own, accent: brand.accent };
  return { background: brand.background, title: brand.text, body: mix(brand.text, brand.background, 0.2), accent: brand.accent };
}

/**
 * DejaVu Sans, or DejaVu Serif for a brand set in a serif (from the dejavu-fonts-ttf npm
 * package), embedded and subset by pdfkit: they cover Latin with its extensions (Polish, Czech,
 * Turkish ...), Greek and Cyrillic, where the standard PDF fonts encode Windows-1252 only and
 * dropped every other letter. The files are the bold ones rendered media draw (fonts.ts) and
 * their regular cuts.
 */
const require = createRequire(import.meta.url);
const fontDir = () => path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES: Record<BundledFamily, { regular: string; bold: string }> = {
  'DejaVu Sans': { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' },
  'DejaVu Serif': { regular: 'DejaVuSerif', bold: 'DejaVuSerif-Bold' },
};
const REGULAR = 'regular';
const BOLD = 'bold';
/** Characters no text font draws (emoji pictographs, their joiners and modifiers) are left out; the text is NFC. */
const drawable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\p{Extended_Pictographic}\u200d\ufe0f\u{1f3fb}-\u{1f3ff}]/gu, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();

/** The largest font size (from `max` down) at which `text` fits in `height`. */
function fit(doc: PDFKit.PDFDocument, font: string, text: string, max: number, min: number, height: number): number {
  doc.font(font);
  for (let size = max; size > min; size -= 2) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width: TEXT_WIDTH, lineGap: size * 0.3 }) <= height) return size;
  }
  return min;
}

/** Renders the carousel as a PDF document, one 4:5 page per slide, in the brand's colours and family, with its logo when it has one. */
export function renderCarouselPdf(carousel: { title: string; slides: CarouselSlide[] }, brand: PdfBrand = {}): Promise<Buffer> {
  const doc = new (pdfkit())({ size: [WIDTH, HEIGHT], margin: MARGIN, autoFirstPage: false, info: { Title: drawable(carousel.title), Creator: 'Content Workflow API' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const files = FONT_FILES[brand.fontFamily ?? 'DejaVu Sans'];
  doc.registerFont(REGULAR, path.join(fontDir(), `${files.regular}.ttf`));
  doc.registerFont(BOLD, path.join(fontDir(), `${files.bold}.ttf`));
  const total = carousel.slides.length;
  const bottom = HEIGHT - MARGIN - 36; // above the page number
  for (const slide of carousel.slides) {
    const colors = brandedColors(slide.kind, brand.colors);
    doc.addPage();
    doc.rect(0, 0, WIDTH, HEIGHT).fill(colors.background);
    doc.rect(MARGIN, MARGIN, 56, 6).fill(colors.accent);
    // the logo in the top right corner, above where the title starts
    if (brand.logo) doc.image(brand.logo, WIDTH - MARGIN - LOGO_BOX.width, MARGIN - 12, { fit: [LOGO_BOX.width, LOGO_BOX.height], align: 'right' });

    const title = drawable(slide.title);
    const body = drawable(slide.body ?? '');
    // type sized from the text's length: the largest sizes at which title and body fill the slide
    const top = MARGIN + 36;
    const room = bottom - top;
    const titleSize = fit(doc, BOLD, title, body ? (slide.kind === 'content' ? 40 : 52) : 64, 18, body ? room * 0.4 : room);
    doc.font(BOLD).fontSize(titleSize);
    const titleHeight = doc.heightOfString(title, { width: TEXT_WIDTH, lineGap: titleSize * 0.25 });
    const gap = 28;
    let bodySize = 0;
    let bodyHeight = 0;
    if (body) {
      bodySize = fit(doc, REGULAR, body, 44, 11, room - titleHeight - gap);
      doc.font(REGULAR).fontSize(bodySize);
      bodyHeight = doc.heightOfString(body, { width: TEXT_WIDTH, lineGap: bodySize * 0.3 });
    }
    // the block is centred vertically on cover and closing slides, set from the top on content slides
    const block = titleHeight + (body ? gap + bodyHeight : 0);
    const y0 = slide.kind === 'content' ? top + Math.max(0, (room - block) * 0.25) : top + Math.max(0, (room - block) / 2);
    doc
      .fillColor(colors.title)
      .font(BOLD)
      .fontSize(titleSize)
      .text(title, MARGIN, y0, { width: TEXT_WIDTH, lineGap: titleSize * 0.25 });
    if (body) {
      const y = y0 + titleHeight + gap;
      doc
        .fillColor(colors.body)
        .font(REGULAR)
        .fontSize(bodySize)
        .text(body, MARGIN, y, { width: TEXT_WIDTH, lineGap: bodySize * 0.3, height: bottom - y + 4, ellipsis: true });
    }
    // the footer sits in the bottom margin: without this, pdfkit would break to a new page
    doc.page.margins.bottom = 0;
    doc
      .fillColor(colors.accent)
      .font(REGULAR)
      .fontSize(11)
      .text(`${slide.index + 1} / ${total}`, MARGIN, HEIGHT - MARGIN, { width: TEXT_WIDTH, align: 'right', lineBreak: false });
  }
  if (total === 0) doc.addPage();
  doc.end();
  return done;
}
