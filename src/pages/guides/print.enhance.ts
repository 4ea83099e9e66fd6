/** The guide's Print button on an islands-mode page, where no React runs the page. */
export default function enhance(el: HTMLElement): void {
  el.addEventListener('click', () => window.print());
}
