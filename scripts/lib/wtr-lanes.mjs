// How the browser suite's test files are dealt over a browser kind's lanes. Each lane is one browser
// running its files one after the other, so the suite lasts as long as its longest lane: files are
// dealt by their measured seconds (test/browser/lane-weights.json), the longest first, each to the
// lane with the least so far. Dealing by place in the file list left one lane 92 s of tests and the
// other 54 s. A file without a measure weighs the median, plus what every file costs to load.
// `node scripts/lib/wtr-lanes.mjs` rewrites the weights from the last run's reports (.reports/wtr*.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Seconds a file costs beyond its tests' own time: its bundle, its page and its first render. */
export const FILE_OVERHEAD_SECONDS = 1;

const WEIGHTS = 'test/browser/lane-weights.json';

/**
 * The files dealt over `count` lanes: each lane's files in the order given, and the seconds it
 * should take. `weights` maps a file to its measured seconds.
 */
export function dealFiles(files, count, weights = {}) {
  const known = files.map((file) => weights[file]).filter((s) => typeof s === 'number').sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 0;
  const weightOf = (file) => (typeof weights[file] === 'number' ? weights[file] : median) + FILE_OVERHEAD_SECONDS;
  const lanes = Array.from({ length: Math.max(1, count) }, () => ({ files: [], seconds: 0 }));
  // Longest first; ties in file order, so the deal is the same on every machine.
  const order = files.map((file, index) => ({ file, index, weight: weightOf(file) })).sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { file, weight } of order) {
    const lightest = lanes.reduce((min, lane) => (lane.seconds < min.seconds ? lane : min));
    lightest.files.push(file);
    lightest.seconds += weight;
  }
  for (const lane of lanes) lane.files.sort((a, b) => files.indexOf(a) - files.indexOf(b));
  return lanes;
}

/** The measured weights of a build's files (`react` or `lite`), or none. */
export function laneWeights(rootDir, build) {
  const file = path.join(rootDir, WEIGHTS);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8'))[build] ?? {};
}

/** Seconds per file from a run's report: the slower browser's, to a tenth. */
export function weightsFromReport(report) {
  return Object.fromEntries(
    Object.entries(report.files ?? {})
      .map(([file, byBrowser]) => [file, Math.max(0, ...Object.values(byBrowser).filter((s) => typeof s === 'number'))])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const file = path.join(rootDir, WEIGHTS);
  const weights = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const [build, report] of [['react', '.reports/wtr.json'], ['lite', '.reports/wtr-lite.json']]) {
    const from = path.join(rootDir, report);
    if (!existsSync(from)) {
      console.log(`${report}: not there, the ${build} weights are kept`);
      continue;
    }
    weights[build] = weightsFromReport(JSON.parse(readFileSync(from, 'utf8')));
    console.log(`${build}: ${Object.keys(weights[build]).length} files from ${report}`);
  }
  writeFileSync(file, `${JSON.stringify(weights, null, 2)}\n`);
}
