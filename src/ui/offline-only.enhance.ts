/** Shows the element only while the server cannot be reached (an islands page's offline note). No React. */
import { onlineStatus } from '../offline/online-status';

export default function enhance(el: HTMLElement): void {
  const follow = () => {
    el.hidden = onlineStatus.get();
  };
  onlineStatus.subscribe(follow);
  follow();
}
