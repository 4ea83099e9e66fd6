/**
 * What the home page adds once it is interactive: the connection request, then the short
 * blocks on additional services and payment methods. One chunk, so the first load carries
 * none of it; the page keeps its room (below-fold.css) so nothing under it moves.
 */
import ConnectBlock from './connect-block';
import { ServiceLinks } from './service-links';

export default function BelowFold() {
  return (
    <>
      <ConnectBlock />
      <ServiceLinks />
    </>
  );
}
