/**
 * A part of a page whose markup is the same on every page that gives it the same key: the
 * layout's header, drawer and footer in one language with one menu item current. In the server
 * render of an islands-mode page (where React never hydrates that markup) it is rendered once
 * per key and process and then copied in as text; anywhere else it is its children.
 */
import { type ReactNode, createContext, useContext } from 'react';

export interface FrozenParts {
  /**
   * What stands in the page's render for the part under `key` (the render fills it in
   * afterwards); `children` is rendered only when no markup is kept under that key yet.
   */
  place(key: string, children: ReactNode): string;
}

/** Provided by the server render of an islands-mode page (src/entry-server.tsx); null elsewhere. */
export const FrozenPartsContext = /* @__PURE__ */ createContext<FrozenParts | null>(null);

interface Props {
  /**
   * Names the part; the renderer adds what the layout reads from the page to its key (the
   * language, the year, which menu items are current: src/app/frozen-parts.ts).
   */
  id: string;
  children: ReactNode;
}

function ServerFrozen({ id, children }: Props) {
  const parts = useContext(FrozenPartsContext);
  return parts ? parts.place(id, children) : children;
}

/**
 * Two parts must not be neighbours: two texts in a row would get a separator the live markup
 * has not. The browser's bundle has the children alone.
 */
export const Frozen = import.meta.env.SSR ? ServerFrozen : ({ children }: Props) => children;
