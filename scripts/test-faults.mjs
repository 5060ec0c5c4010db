// The long run of the fault model: `npm run test:faults -- --runs 5000 [--seed N] [--path P]`.
// CI runs 500 sequences (half from a fixed seed, half from a new one); this runs as many as asked,
// from one seed (new and printed unless given), and replays a failure with --seed and --path.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5000' },
    seed: { type: 'string' },
    path: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive integer, not ${values.runs}`);
  process.exit(2);
}
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
console.info(`fault model: ${runs} sequences from seed ${seed}`);
const started = Date.now();
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'unit', 'src/app/providers/resilience.model.test.ts'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      RESILIENCE_SEQUENCES: String(runs),
      RESILIENCE_SEED: seed,
      ...(values.path ? { RESILIENCE_PATH: values.path } : {}),
    },
  },
);
console.info(
  `fault model: exit ${result.status} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(result.status ?? 1);
