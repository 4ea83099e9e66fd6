// `npm run bench -- <name>`: runs one benchmark (or all) and prints its figures.
const benches = { ssr: './ssr.mjs' };
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(benches);
for (const name of names) {
  if (!benches[name]) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  const { run } = await import(benches[name]);
  await run();
}
