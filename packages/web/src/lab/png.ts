/**
 * The figures as one PNG: each figure's SVG (as Plot drew it) drawn onto a
 * canvas under its title and legend, with a heading that names the
 * experiment. The SVG goes to the canvas as an image from a `blob:`
 * address, which the site's Content-Security-Policy allows for images.
 */
import type { Figure } from '@gameshelf/lab/core';
import { drawFigure, FIGURE_WIDTH } from './render.ts';

const MARGIN = 24;
const SCALE = 2;
const INK = '#26252e';
const FONT = 'system-ui, sans-serif';

function svgImage(svg: SVGSVGElement | HTMLElement): Promise<HTMLImageElement> {
  const element = svg.tagName.toLowerCase() === 'svg' ? svg : svg.querySelector('svg');
  const text = new XMLSerializer().serializeToString(element ?? svg);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  const image = new Image();
  image.src = url;
  return image.decode().then(
    () => {
      URL.revokeObjectURL(url);
      return image;
    },
    (error: unknown) => {
      URL.revokeObjectURL(url);
      throw error;
    },
  );
}

/** The lines a sentence takes at this width. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

type Block = { readonly height: number; draw(context: CanvasRenderingContext2D, y: number): void };

function textBlock(
  context: CanvasRenderingContext2D,
  text: string,
  size: number,
  weight: string,
  color = INK,
): Block {
  context.font = `${weight} ${size}px ${FONT}`;
  const lines = wrap(context, text, FIGURE_WIDTH);
  const lineHeight = Math.round(size * 1.4);
  return {
    height: lines.length * lineHeight,
    draw: (c, y) => {
      c.font = `${weight} ${size}px ${FONT}`;
      c.fillStyle = color;
      c.textBaseline = 'top';
      for (const [i, l] of lines.entries()) c.fillText(l, MARGIN, y + i * lineHeight);
    },
  };
}

/** The figures (in the page's words) as a PNG, under the heading's lines. */
export async function figuresPng(figures: readonly Figure[], heading: readonly string[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw on a canvas');
  const blocks: Block[] = heading.map((line, i) =>
    textBlock(context, line, i === 0 ? 20 : 13, i === 0 ? '700' : '400'),
  );
  for (const figure of figures) {
    const drawn = drawFigure(figure);
    const image = await svgImage(drawn.svg);
    blocks.push({ height: 16, draw: () => {} }, textBlock(context, figure.title, 16, '700'));
    if (drawn.legend.length > 0) {
      blocks.push({
        height: 22,
        draw: (c, y) => {
          c.font = `400 12px ${FONT}`;
          c.textBaseline = 'top';
          let x = MARGIN;
          for (const item of drawn.legend) {
            c.fillStyle = item.color;
            c.fillRect(x, y + 3, 12, 12);
            c.fillStyle = INK;
            c.fillText(item.label, x + 16, y + 2);
            x += 16 + c.measureText(item.label).width + 18;
          }
        },
      });
    }
    const height = image.naturalHeight || Number(image.getAttribute('height')) || 260;
    blocks.push({ height, draw: (c, y) => c.drawImage(image, MARGIN, y, FIGURE_WIDTH, height) });
    blocks.push(textBlock(context, figure.caption, 12, '400', '#5d5a66'));
  }
  const height = MARGIN * 2 + blocks.reduce((sum, b) => sum + b.height, 0);
  canvas.width = (FIGURE_WIDTH + MARGIN * 2) * SCALE;
  canvas.height = height * SCALE;
  context.scale(SCALE, SCALE);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, FIGURE_WIDTH + MARGIN * 2, height);
  let y = MARGIN;
  for (const block of blocks) {
    block.draw(context, y);
    y += block.height;
  }
  return new Promise((done, fail) =>
    canvas.toBlob((blob) => (blob ? done(blob) : fail(new Error('the PNG could not be made'))), 'image/png'),
  );
}
