/**
 * `npm run deploy`: the config to upload (wrangler.toml rendered with deploy.json's ids and
 * SITE_URL into wrangler.deploy.toml; wrangler.toml itself when there is no deploy.json), checked
 * before anything is built: no placeholder ids, SITE_URL the station's own https origin,
 * keep_vars set. Then the build and `wrangler deploy`. Arguments after `--` go to wrangler deploy.
 */
import { writeFileSync } from 'node:fs';
import { run } from './lib/local';
import { deployProblems } from './setup-cloudflare/deploy-check';
import { DEPLOY_CONFIG, deployConfigText } from './setup-cloudflare/deploy-config';

let config = 'wrangler.toml';
try {
  const rendered = deployConfigText();
  config = rendered.config;
  const { text } = rendered;
  const problems = deployProblems(text);
  if (problems.length) {
    console.error(`npm run deploy: refused (${config}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  if (config === DEPLOY_CONFIG) writeFileSync(DEPLOY_CONFIG, text);
} catch (err) {
  console.error(`npm run deploy: ${(err as Error).message}`);
  process.exit(1);
}
try {
  run('npx', ['tsx', 'scripts/build.ts']);
  run('npx', ['wrangler', 'deploy', '-c', config, ...process.argv.slice(2)]);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
