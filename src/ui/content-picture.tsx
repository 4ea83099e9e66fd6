/**
 * A content picture: in the server render of an islands-mode page a small plain SVG is drawn
 * inline (src/domain/content/inline-svg.ts: an `<img>` of an SVG is a document of its own, costly
 * on a slow phone); anywhere React renders or hydrates in the browser it is an `<img>`, so the
 * markup never differs between the two.
 */
import { type ImgHTMLAttributes, createContext, useContext } from 'react';
import type { InlineSvg } from '../domain/content/inline-svg';
import { assetUrl } from '../domain/content/translate';
import { InsideIsland, IslandsMode } from './island';

/** The drawings the server can inline, by asset id (src/entry-server.tsx provides it). */
export const InlineSvgs = /* @__PURE__ */ createContext<((assetId: string) => InlineSvg | undefined) | null>(null);

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  /** The content asset's id ("adv-fiber.svg"). */
  asset: string;
  alt: string;
  width: number;
  height: number;
  /** How an inline drawing fills its box: "xMaxYMid slice" for `object-fit: cover` on the right. */
  fit?: string;
};

export function ContentPicture({ asset, alt, width, height, fit, className, ...img }: Props) {
  const lookup = useContext(InlineSvgs);
  const islands = useContext(IslandsMode);
  const nested = useContext(InsideIsland);
  const drawing = islands && !nested ? lookup?.(asset) : undefined;
  if (!drawing) return <img className={className} src={assetUrl(asset)} alt={alt} width={width} height={height} {...img} />;
  const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true as const };
  return (
    <svg
      className={className}
      viewBox={drawing.viewBox}
      width={width}
      height={height}
      preserveAspectRatio={fit}
      focusable="false"
      {...named}
      {...drawing.root}
      dangerouslySetInnerHTML={{ __html: drawing.inner }}
    />
  );
}
