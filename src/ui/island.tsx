/**
 * An island: an interactive part of a server-rendered page. In a page rendered in islands mode
 * the browser hydrates it on a root of its own (src/app/islands) when it comes into view or is
 * first touched, and the rest of the page stays the server's HTML; its props travel as JSON in
 * the wrapper. Anywhere else (a page the app hydrates whole, an island inside an island) it is
 * its component and nothing more.
 */
import { type ComponentType, createContext, useContext } from 'react';
import { clientWrapper, islandWrapper } from './island.css';

/**
 * When an island wakes: in view (or near), once the browser is idle, on first touch, when the
 * browser is (or goes) offline, or only when asked (an enhancer sends `island:wake`: island-wake.ts).
 */
export type IslandWhen = 'visible' | 'idle' | 'touch' | 'offline' | 'asked';

export interface IslandOptions<P> {
  when?: IslandWhen;
  /**
   * Props the wrapper does not carry: the island's module reads them again when it wakes, with an
   * export `fetchProps(carried)` (a long list the page's content also has, so the HTML stays light).
   */
  fetched?: readonly (keyof P & string)[];
  /** Rendered in the browser only (the server leaves the wrapper empty): a part that depends on the device. */
  clientOnly?: boolean;
  /** Also wakes at once when the address's hash is this one ("#apply" opens the form it names). */
  hash?: string;
  /** Also wakes at once when the address's query has this `name=value` ("start=1" starts the speed test). */
  search?: string;
}

/** True in the server render of an islands-mode page: wrappers carry their props. */
export const IslandsMode = createContext(false);
/** True under an island's root: nested islands are plain components of the outer one. */
export const InsideIsland = createContext(false);

/**
 * `name` is the island module's path under src without extension (its default export is
 * `Component`): "pages/home/tariffs.island". The browser finds the module by it.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>, { when = 'visible', clientOnly = false, hash, search, fetched = [] }: IslandOptions<P> = {}): ComponentType<P> {
  function Island(props: P) {
    const nested = useContext(InsideIsland);
    const carry = useContext(IslandsMode);
    if (nested || (clientOnly && !carry)) return <Component {...props} />;
    return (
      <div className={clientOnly ? clientWrapper : islandWrapper} data-island={name} data-when={when} data-hash={hash} data-search={search} data-client={clientOnly ? '' : undefined} data-props={carry ? islandProps(name, props, fetched) : undefined}>
        {!clientOnly && (
          <InsideIsland.Provider value={true}>
            <Component {...props} />
          </InsideIsland.Provider>
        )}
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** The props as JSON, but those fetched again; anything JSON would lose (a function, undefined in an array) is a mistake. */
function islandProps(name: string, props: object, fetched: readonly string[]): string {
  const carried = fetched.length ? Object.fromEntries(Object.entries(props).filter(([key]) => !fetched.includes(key))) : props;
  return JSON.stringify(carried, (key, value: unknown) => {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') throw new Error(`Island ${name}: prop ${key} cannot travel as JSON`);
    return value;
  });
}
