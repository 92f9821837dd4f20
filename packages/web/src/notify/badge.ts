/**
 * The count of games waiting for the player's move, where a person sees it
 * from another tab: before the page's title ("(2) Digit Dash · Gameshelf")
 * and as a dot on the page's icon. Pages set their own titles: the count is
 * put back in front whenever the title changes.
 */
let count = 0;
let watching: MutationObserver | null = null;
let plainIcon: string | null = null;

const PREFIX = /^\(\d+\)\s/;

function applyTitle(): void {
  const base = document.title.replace(PREFIX, '');
  const wanted = count > 0 ? `(${count}) ${base}` : base;
  if (document.title !== wanted) document.title = wanted;
}

function watchTitle(): void {
  if (watching || typeof MutationObserver === 'undefined') return;
  watching = new MutationObserver(() => applyTitle());
  watching.observe(document.head, { subtree: true, childList: true, characterData: true });
}

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

/** The page's icon with a red dot in its corner, drawn on a canvas (a data: image, as the CSP allows). */
function drawIcon(link: HTMLLinkElement, plain: string): void {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext?.('2d');
  if (!context) return;
  const image = new Image();
  image.onload = () => {
    if (count === 0) return;
    context.drawImage(image, 0, 0, 64, 64);
    context.beginPath();
    context.arc(48, 16, 15, 0, 2 * Math.PI);
    context.fillStyle = '#d62828';
    context.fill();
    context.lineWidth = 3;
    context.strokeStyle = '#ffffff';
    context.stroke();
    link.href = canvas.toDataURL('image/png');
  };
  image.src = plain;
}

function applyIcon(): void {
  const link = iconLink();
  if (!link) return;
  plainIcon ??= link.href;
  if (count === 0) link.href = plainIcon;
  else drawIcon(link, plainIcon);
}

export function showBadge(waiting: number): void {
  if (typeof document === 'undefined' || waiting === count) return;
  count = waiting;
  watchTitle();
  applyTitle();
  applyIcon();
}
