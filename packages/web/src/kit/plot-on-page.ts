/**
 * Readies a figure drawn by Observable Plot for the page: without Plot's
 * style element (the site's policy would refuse it; the page's CSS has its
 * rules) and without the names Plot gives its groups of marks (an
 * `aria-label` on an element with no role, which axe-core counts as a
 * serious fault): the figure's box is the image, named by the page, and the
 * drawing is hidden from assistive technology.
 */
export function forPage(svg: SVGSVGElement | HTMLElement): SVGSVGElement | HTMLElement {
  for (const style of svg.querySelectorAll('style')) style.remove();
  for (const group of svg.querySelectorAll('[aria-label]')) group.removeAttribute('aria-label');
  svg.removeAttribute('aria-label');
  svg.setAttribute('aria-hidden', 'true');
  return svg;
}
