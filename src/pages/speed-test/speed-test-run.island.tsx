/** The test's panel: woken on the first touch, at once by ?start=1 or offline (src/ui/island.tsx). */
export { SpeedTestRun as default } from './speed-test-run';
