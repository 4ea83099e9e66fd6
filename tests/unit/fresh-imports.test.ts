import { describe, expect, it } from 'vitest';
import { freshImportHelper, rewriteDynamicImports } from '../../vite-plugins/fresh-imports';

describe('dynamic imports in built chunks', () => {
  it('go through the helper that asks for a failed chunk again, each with its own URL', () => {
    const chunk = 'var a=()=>m(()=>import(`./after-hydration-Y9X.js`),[]),b=()=>import("../x/ru-1.js");export{a};';
    const out = rewriteDynamicImports(chunk);
    expect(out?.code).toBe(
      `var a=()=>m(()=>${freshImportHelper}(import.meta.url,\`./after-hydration-Y9X.js\`),[]),b=()=>${freshImportHelper}(import.meta.url,"../x/ru-1.js");export{a};`,
    );
  });

  it('leave alone what is not a chunk of the build: computed URLs, other files, static imports', () => {
    expect(rewriteDynamicImports('import{a}from"./a.js";import(e.dataset.entry);import(`./${x}.js`);import("./data.json");')).toBeNull();
    expect(rewriteDynamicImports('const reimport=1;')).toBeNull();
  });
});
