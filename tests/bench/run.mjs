// `npm run bench -- [name ...] [--options]`: runs the named benchmarks (or all) and prints
// their figures. Options after the names go to each benchmark.
const benches = { ssr: './ssr.mjs', 'content-worst': './content-worst.mjs', speed: './speed.mjs', lighthouse: './lighthouse.mjs', 'long-tasks': './long-tasks.mjs', 'cpu-profile': './cpu-profile.mjs', encodings: './encodings.mjs', navigation: './navigation.mjs', estimators: './estimators.mjs' };
const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('-'));
const wanted = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const names = wanted.length ? wanted : Object.keys(benches);
for (const name of names) {
  if (!benches[name]) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  const { run } = await import(benches[name]);
  await run(options);
}
